/** Pictures the browser can redraw; a PDF or anything else travels as it is. */
const REDRAWABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);

/** Longest sides tried, then qualities: a passport stays readable at 1600 px. */
const SIDES = [2000, 1600, 1280, 1024, 800];
const QUALITIES = [0.85, 0.7, 0.55];

function canvasBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * A phone photo (4 MB, 4000 px) redrawn as a JPEG small enough for the operator's limit
 * (`maxFileSizeKb`, often 256 KB), trying smaller sides and lower qualities until it fits. Files
 * already small enough, PDFs, and pictures the browser cannot draw are returned unchanged; the
 * server then names the limit if they are still too large.
 */
export async function shrinkImage(file: File, maxBytes: number): Promise<File> {
  if (file.size <= maxBytes || !REDRAWABLE.has(file.type)) return file;
  let bitmap: ImageBitmap;
  try {
    // createImageBitmap turns the picture upright by its EXIF orientation.
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) return file;
    let best: Blob | null = null;
    for (const side of SIDES) {
      const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
      canvas.width = Math.round(bitmap.width * scale);
      canvas.height = Math.round(bitmap.height * scale);
      // JPEG has no transparency: a white ground instead of black behind a transparent PNG.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      for (const quality of QUALITIES) {
        const blob = await canvasBlob(canvas, quality);
        if (!blob) return file;
        best = blob;
        if (blob.size <= maxBytes) return asJpeg(file, blob);
      }
    }
    return best ? asJpeg(file, best) : file;
  } finally {
    bitmap.close();
  }
}

function asJpeg(original: File, blob: Blob): File {
  const name = original.name.replace(/\.[^.]+$/, '') || 'photo';
  return new File([blob], `${name}.jpg`, { type: 'image/jpeg' });
}
