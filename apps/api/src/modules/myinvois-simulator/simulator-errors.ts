/** MyInvois' standard error structure (sdk.myinvois.hasil.gov.my/standard-error-response). */
export type MyInvoisErrorBody = {
  propertyName: string | null;
  propertyPath: string | null;
  errorCode: string;
  error: string;
  errorMS: string;
  target?: string;
  innerError?: MyInvoisErrorBody[];
};

/** One error in MyInvois' shape; `path` is the JSON path of the field at fault. */
export function myInvoisError(
  errorCode: string,
  error: string,
  errorMS: string,
  path: string | null = null,
  innerError?: MyInvoisErrorBody[],
): MyInvoisErrorBody {
  return {
    propertyName: path ? (path.split('.').pop() ?? null) : null,
    propertyPath: path,
    errorCode,
    error,
    errorMS,
    ...(innerError ? { innerError } : {}),
  };
}

/** What a simulated call answers: a status, MyInvois' body, and headers such as Retry-After. */
export type SimulatorAnswer = { status: number; body?: unknown; headers?: Record<string, string> };

export const errorAnswer = (status: number, error: MyInvoisErrorBody, headers?: Record<string, string>) => ({
  status,
  body: { error },
  ...(headers ? { headers } : {}),
});

export const notFound = () =>
  errorAnswer(
    404,
    myInvoisError('NotFound', 'The requested object was not found.', 'Objek yang diminta tidak ditemui.'),
  );
