import type { Attachment } from 'mailparser';
import sanitizeHtml from 'sanitize-html';

/** Inline pictures up to this size are shown (as data URLs); larger ones stay attachments. */
const INLINE_IMAGE_BYTES = 1024 * 1024;

/**
 * A received mail's HTML made safe to show inside the app: no scripts, forms, frames or event
 * handlers, links open outside, and no remote images (they tell the sender the mail was read and
 * where). Pictures the mail carries itself (`cid:`) are shown as data URLs.
 */
export function safeMailHtml(html: string, attachments: Attachment[]): string {
  const inline = new Map<string, string>();
  for (const attachment of attachments) {
    if (!attachment.contentId || attachment.size > INLINE_IMAGE_BYTES) continue;
    if (!attachment.contentType.startsWith('image/')) continue;
    const id = attachment.contentId.replace(/^<|>$/g, '');
    inline.set(id, `data:${attachment.contentType};base64,${attachment.content.toString('base64')}`);
  }
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'font', 'center', 'span'],
    allowedAttributes: {
      '*': ['style', 'align', 'width', 'height', 'bgcolor', 'color', 'dir', 'title'],
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan', 'valign', 'style', 'align', 'width', 'bgcolor'],
      th: ['colspan', 'rowspan', 'valign', 'style', 'align', 'width', 'bgcolor'],
      font: ['face', 'size', 'color'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['data'] },
    // `url(...)` in a style would load remote pictures too.
    allowedStyles: {
      '*': {
        color: [/^[#\w(),.\s%]+$/],
        'background-color': [/^[#\w(),.\s%]+$/],
        'text-align': [/^\w+$/],
        'font-size': [/^[\w.%]+$/],
        'font-weight': [/^\w+$/],
        'font-style': [/^\w+$/],
        'font-family': [/^[\w\s,'"-]+$/],
        padding: [/^[\w.\s%]+$/],
        margin: [/^[\w.\s%]+$/],
        border: [/^[#\w(),.\s%]+$/],
        width: [/^[\w.%]+$/],
      },
    },
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
      img: (tagName, attribs) => {
        const src = attribs.src ?? '';
        const cid = src.toLowerCase().startsWith('cid:') ? inline.get(src.slice(4)) : undefined;
        return { tagName, attribs: { ...attribs, src: cid ?? (src.startsWith('data:image/') ? src : '') } };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}
