import { useState } from 'react';
import { Button } from 'antd';
import type { LeadKind as ApiLeadKind } from '@trucking-finance/contracts';
import { useToast } from '@/components/toast/use-toast';
import { endAdminSession, readAdminToken } from '@/lib/admin-token';
import { leadFilterQuery, type LeadFilters } from './lead-filters';

interface ExportLeadsButtonProps {
  kind: ApiLeadKind;
  filters: LeadFilters;
  email: string | undefined;
  label: string;
}

/** The file name the server gave (`Content-Disposition`), else one of our own. */
function fileNameOf(response: Response, kind: ApiLeadKind): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `${kind}.csv`;
}

/** Hands a downloaded file to the browser as a download, under its name. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * Downloads the CSV of the leads the view shows (`GET /api/{kind}/export.csv` with the same
 * filters). It needs the bearer token, so it is fetched here and saved from memory, not linked.
 */
export function ExportLeadsButton({ kind, filters, email, label }: ExportLeadsButtonProps) {
  const toast = useToast();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    const token = readAdminToken();
    if (!token) return;
    const query = new URLSearchParams({ ...leadFilterQuery(filters), ...(email ? { q: email } : {}) });
    setExporting(true);
    try {
      const response = await fetch(`/api/${kind}/export.csv?${query}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      if (response.status === 401) {
        endAdminSession('rejected');
        return;
      }
      if (!response.ok) throw new Error(`Export answered ${response.status}`);
      saveFile(await response.blob(), fileNameOf(response, kind));
    } catch {
      toast({
        title: 'Export failed',
        description: 'The CSV could not be downloaded. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button onClick={() => void exportCsv()} loading={exporting}>
      {label}
    </Button>
  );
}
