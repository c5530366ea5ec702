import { MAILING_LIST_MAX_CHARS, type MailingListCheck } from '@stockroom/contract';
import { useCallback, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../../lib/api-errors';
import { useCheckMailingListMutation } from '../../api/check-mailing-list';

/** The file as text (UTF-8, a byte-order mark dropped), the way every browser and jsdom can read it. */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });

export type MailingListState =
  | { status: 'empty' }
  | { status: 'checking'; fileName: string }
  | { status: 'checked'; fileName: string; result: MailingListCheck }
  | { status: 'refused'; fileName: string; message: string };

// A character takes at most 4 bytes in UTF-8: a larger file cannot fit, and is not read at all.
const MAX_BYTES = MAILING_LIST_MAX_CHARS * 4;
const tooLong = (name: string, chars: string) =>
  `${name} has ${chars} characters; a mailing list may have at most ${MAILING_LIST_MAX_CHARS.toLocaleString('en-US')}. Split it into smaller lists and send a request for each.`;

/**
 * The mailing list as the member chooses it: read in the browser, checked by the server row by row,
 * and handed to the form (`onCsv`) only once checked; a file that cannot be used clears it.
 */
export function useMailingList(onCsv: (csv: string) => void) {
  const [state, setState] = useState<MailingListState>({ status: 'empty' });
  const check = useCheckMailingListMutation();
  // Only the last file chosen counts, however the checks of earlier ones end.
  const latest = useRef(0);
  const onCsvRef = useRef(onCsv);
  onCsvRef.current = onCsv;

  const choose = useCallback(
    async (file: File) => {
      const attempt = ++latest.current;
      const refuse = (message: string) => {
        if (attempt !== latest.current) return;
        setState({ status: 'refused', fileName: file.name, message });
        onCsvRef.current('');
      };
      if (file.size > MAX_BYTES) return refuse(tooLong(file.name, 'more than a million'));
      setState({ status: 'checking', fileName: file.name });
      let csv: string;
      try {
        csv = await readText(file);
      } catch {
        return refuse(`${file.name} could not be read. Choose a CSV file saved as text.`);
      }
      if (csv.length > MAILING_LIST_MAX_CHARS) return refuse(tooLong(file.name, csv.length.toLocaleString('en-US')));
      try {
        const result = await check.mutateAsync(csv);
        if (attempt !== latest.current) return;
        setState({ status: 'checked', fileName: file.name, result });
        onCsvRef.current(csv);
      } catch (error) {
        // A file the server cannot use at all names why in its one issue, without the wire's prefix.
        const issue = error instanceof ApiError ? error.body?.issues?.[0]?.message : undefined;
        refuse(issue ? `${file.name}: ${issue}` : errorMessage(error));
      }
    },
    [check.mutateAsync],
  );

  return { state, choose };
}
