import styles from './Form.module.css';

/** Layout classes of forms built from `Field` and `ActionButton`. */
export const formStyles = { form: styles.form, row: styles.row, actions: styles.actions };
