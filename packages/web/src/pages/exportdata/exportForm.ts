export type ExportMode = 'date' | 'block';

export interface ExportFormState {
  /** Token symbol; '' exports all. */
  type: string;
  mode: ExportMode;
  startDate: Date;
  endDate: Date;
  fromBlock: string;
  toBlock: string;
}

/** The pickers' earliest selectable start. */
export const EARLIEST_START_DATE = new Date(2024, 1, 1);
/** The default start, as the spec sets it (before the earliest selectable date). */
export const DEFAULT_START_DATE = new Date(2024, 0, 2);
export const MAX_BLOCK_RANGE = 10_000;
export const MAX_EXPORT_RECORDS = 5_000;
export const PICKER_TIME_INTERVAL_MINUTES = 30;

export function initialExportForm(now: Date = new Date()): ExportFormState {
  return { type: '', mode: 'date', startDate: DEFAULT_START_DATE, endDate: now, fromBlock: '', toBlock: '' };
}

/** Block inputs accept digits only: anything else typed or pasted is dropped. */
export function digitsOnly(text: string): string {
  return text.replace(/[^0-9]/g, '');
}

export type ExportFormAction =
  | { type: 'set'; patch: Partial<ExportFormState> }
  | { type: 'reset'; now: Date };

export function exportFormReducer(state: ExportFormState, action: ExportFormAction): ExportFormState {
  switch (action.type) {
    case 'set':
      return { ...state, ...action.patch };
    case 'reset':
      return initialExportForm(action.now);
  }
}
