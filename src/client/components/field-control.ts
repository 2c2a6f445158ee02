import { createContext, useContext } from 'react';

/** What a labelled field gives its control: the id the label points at and the aria that ties the error to it. */
export interface FieldControlProps {
  id?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** Set by FormField / FormFieldset; read by the input primitives (Input, Textarea, SelectTrigger, Checkbox). */
export const FieldControlContext = createContext<FieldControlProps>({});

/** The props a control inside a FormField takes by default; a prop the control is given wins. */
export const useFieldControl = (): FieldControlProps => useContext(FieldControlContext);
