import { useCallback, useRef, useState } from 'react';
import { useApiClient } from '../../api/ApiContext';
import { ApiError } from '../../api/errors';
import { notify } from '../../app/notify';
import { saveFile } from '../../components/download/saveFile';
import { logger } from '../../logger';
import { exportFileName, exportQueryOf, interpretExportAnswer, NO_DATA_MESSAGE } from './csvDownload';
import type { ExportFormState } from './exportForm';
import { validateExport } from './validateExport';

/**
 * The Download button's behaviour: the checks in order, one download at a time, the file saved as
 * data-export-{timestamp}.csv, or a toast with the API's reason.
 */
export function useCsvDownload(address: string) {
  const api = useApiClient();
  const [downloading, setDownloading] = useState(false);
  // The guard reads a ref so that two clicks in one frame still see the first download.
  const running = useRef(false);

  const download = useCallback(
    async (form: ExportFormState) => {
      const problem = validateExport({ downloading: running.current, address, form });
      if (problem !== null) {
        if (problem.level === 'info') notify.info(problem.message);
        else notify.error(problem.message);
        return;
      }
      running.current = true;
      setDownloading(true);
      try {
        const blob = await api.request('csvExport', exportQueryOf(address, form));
        const outcome = await interpretExportAnswer(blob);
        if (outcome.kind === 'file') saveFile(outcome.blob, exportFileName());
        else notify.error(outcome.message);
      } catch (error) {
        if (error instanceof ApiError && error.status !== undefined) {
          // An answer came back: show its reason (the error envelope's message) when it has one.
          notify.error(error.code === 'HTTP_ERROR' ? NO_DATA_MESSAGE : error.message);
        } else {
          logger.error('CSV download failed', error);
        }
      } finally {
        running.current = false;
        setDownloading(false);
      }
    },
    [api, address],
  );

  return { downloading, download };
}
