import { useCallback, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import type { FieldProblem } from '../../../model/forms.js';

/** Query parameters a no-JS post comes back with (redirect-after-post): which form, what status. */
const FORM_PARAM = 'form';
const STATUS_PARAM = 'formstatus';

export interface FormOutcome {
  status: string;
  /** Names of the fields the status is about (aria-invalid). */
  fields: string[];
  /** Why each of those fields was refused, when the server says (the contact form). */
  problems?: Record<string, FieldProblem>;
}

/** The page path a form returns to, without the status parameters of an earlier post. */
function returnPathOf(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(FORM_PARAM);
  params.delete(STATUS_PARAM);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/**
 * A form that works without JavaScript (POST, then the server redirects back with a status) and,
 * once hydrated, posts with fetch and shows the same status in place. A post that never gets an
 * answer opens the generic error prompt (requirements §8).
 */
export function useEnhancedForm(formId: string, fieldsOf: (status: string) => string[], initial?: FormOutcome | null) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const returned = params.get(FORM_PARAM) === formId ? params.get(STATUS_PARAM) : null;
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [pending, setPending] = useState(false);
  const [promptOpen, setPromptOpen] = useState(false);
  const current = outcome ?? initial ?? (returned ? { status: returned, fields: fieldsOf(returned) } : null);

  const onSubmit = useCallback(async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setPending(true);
    try {
      const body = new URLSearchParams();
      for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
      const response = await fetch(form.action, { method: 'POST', body, headers: { accept: 'application/json' } });
      const json = (await response.json()) as Partial<FormOutcome>;
      if (typeof json.status !== 'string') throw new Error(`form post answered ${response.status}`);
      setOutcome({ status: json.status, fields: json.fields ?? [], problems: json.problems });
      if (response.ok) form.reset();
    } catch {
      setPromptOpen(true);
    } finally {
      setPending(false);
    }
  }, []);
  return {
    outcome: current,
    pending,
    promptOpen,
    closePrompt: useCallback(() => setPromptOpen(false), []),
    onSubmit,
    returnPath: returnPathOf(location.pathname, location.search),
  };
}

export type EnhancedForm = ReturnType<typeof useEnhancedForm>;
