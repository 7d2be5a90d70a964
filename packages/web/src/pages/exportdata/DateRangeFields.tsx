import 'react-datepicker/dist/react-datepicker.css';
import DatePicker from 'react-datepicker';
import styles from './ExportPage.module.css';
import { EARLIEST_START_DATE, PICKER_TIME_INTERVAL_MINUTES } from './exportForm';

function DateField(props: {
  id: string;
  label: string;
  value: Date;
  minDate: Date;
  maxDate: Date;
  onChange: (date: Date) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={props.id} className={styles.label}>
        {props.label}
      </label>
      <DatePicker
        id={props.id}
        className={styles.input}
        selected={props.value}
        onChange={(date: Date | null) => {
          if (date !== null) props.onChange(date);
        }}
        dateFormat="dd/MM/yyyy"
        timeIntervals={PICKER_TIME_INTERVAL_MINUTES}
        minDate={props.minDate}
        maxDate={props.maxDate}
        autoComplete="off"
      />
    </div>
  );
}

/** Start: from 1 February 2024 to today. End: from the chosen start to today. */
export function DateRangeFields(props: {
  startDate: Date;
  endDate: Date;
  today: Date;
  onChange: (patch: { startDate?: Date; endDate?: Date }) => void;
}) {
  return (
    <div className={styles.row}>
      <DateField
        id="export-start-date"
        label="Start Date *"
        value={props.startDate}
        minDate={EARLIEST_START_DATE}
        maxDate={props.today}
        onChange={(startDate) => props.onChange({ startDate })}
      />
      <DateField
        id="export-end-date"
        label="End Date *"
        value={props.endDate}
        minDate={props.startDate}
        maxDate={props.today}
        onChange={(endDate) => props.onChange({ endDate })}
      />
    </div>
  );
}
