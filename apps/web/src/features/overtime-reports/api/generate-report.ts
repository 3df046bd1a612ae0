import type { GenerateOvertimeReport } from '@cic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { overtimeReportsKey } from './reports-key';

const generatedSchema = z.object({ id: z.string() });

/** POST /admin/overtime/generate-report: answers the new report's id at once; it is GENERATING. */
export function generateReport(body: GenerateOvertimeReport) {
  return api.post('/admin/overtime/generate-report', { auth: 'staff', body, schema: generatedSchema });
}

/** The list shows (and follows) the new report straight away. */
export function useGenerateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overtimeReportsKey }),
  });
}
