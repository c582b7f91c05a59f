import { vi } from 'vitest';

export type UploadAnswer = { status: number; body: unknown };
/** A form sent: its URL, its file and the text fields asked for (null when absent). */
export type SentUpload<F extends string = never> = { url: string; file: File | null } & Record<
  F,
  string | null
>;

/**
 * jsdom sends nothing: a stand-in XMLHttpRequest (the app uploads with it, for the progress bar)
 * records each form — its URL, its file and the named `fields` (null when absent) — and answers
 * like the server. Undo with `vi.unstubAllGlobals()`.
 */
export function fakeUploads<F extends string = never>(
  answer: (url: string) => UploadAnswer,
  fields: F[] = [],
): SentUpload<F>[] {
  const sent: SentUpload<F>[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } =
      {};
    onload: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(form: FormData) {
      const named = Object.fromEntries(fields.map((name) => [name, form.get(name) as string | null]));
      sent.push({ url: this.url, file: form.get('file') as File | null, ...named } as SentUpload<F>);
      const reply = answer(this.url);
      this.status = reply.status;
      this.responseText = JSON.stringify(reply.body);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
