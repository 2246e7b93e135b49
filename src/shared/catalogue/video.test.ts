import { describe, expect, it } from 'vitest';
import { classifyVideoUrl } from './video';

const youtube = (id: string, query = '') => ({ kind: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${id}${query}` });
const vimeo = (id: string, query = '') => ({ kind: 'vimeo', embedUrl: `https://player.vimeo.com/video/${id}${query}` });
const ID = 'dQw4w9WgXcQ';

describe('classifyVideoUrl (docs/product.md#video-links)', () => {
  describe('YouTube → embedded player', () => {
    it.each([
      `https://www.youtube.com/watch?v=${ID}`,
      `https://youtube.com/watch?v=${ID}`,
      `https://m.youtube.com/watch?v=${ID}`,
      `http://www.youtube.com/watch?v=${ID}`,
      `https://www.youtube.com/watch?feature=share&v=${ID}&list=PL123&index=2`,
      `https://www.youtube.com/shorts/${ID}`,
      `https://youtube.com/shorts/${ID}?feature=share`,
      `https://youtu.be/${ID}`,
      `https://youtu.be/${ID}?si=abcDEF123`,
      `https://www.youtube.com/embed/${ID}`,
      `  https://youtu.be/${ID}  `,
      `https://WWW.YouTube.com/watch?v=${ID}`,
    ])('%s', (url) => {
      expect(classifyVideoUrl(url)).toEqual(youtube(ID));
    });

    it('keeps a start time from t= (seconds or 1m30s form)', () => {
      expect(classifyVideoUrl(`https://youtu.be/${ID}?t=42`)).toEqual(youtube(ID, '?start=42'));
      expect(classifyVideoUrl(`https://youtu.be/${ID}?t=42s`)).toEqual(youtube(ID, '?start=42'));
      expect(classifyVideoUrl(`https://www.youtube.com/watch?v=${ID}&t=1m30s`)).toEqual(youtube(ID, '?start=90'));
      expect(classifyVideoUrl(`https://youtu.be/${ID}?t=nonsense`)).toEqual(youtube(ID));
    });

    it('treats YouTube pages that are not a video as external links', () => {
      for (const url of ['https://www.youtube.com/watch', 'https://www.youtube.com/@channel', 'https://www.youtube.com/watch?v=short']) {
        expect(classifyVideoUrl(url)).toEqual({ kind: 'external', href: url });
      }
    });

    it('does not trust look-alike hosts', () => {
      const url = `https://youtube.com.evil.example/watch?v=${ID}`;
      expect(classifyVideoUrl(url)).toEqual({ kind: 'external', href: url });
    });
  });

  describe('Vimeo → embedded player', () => {
    it.each([
      ['https://vimeo.com/76979871', vimeo('76979871')],
      ['https://www.vimeo.com/76979871?share=copy', vimeo('76979871')],
      ['https://vimeo.com/channels/staffpicks/76979871', vimeo('76979871')],
      ['https://player.vimeo.com/video/76979871', vimeo('76979871')],
      ['https://player.vimeo.com/video/76979871?h=8272103f6e', vimeo('76979871', '?h=8272103f6e')],
      ['https://vimeo.com/76979871/8272103f6e', vimeo('76979871', '?h=8272103f6e')],
    ])('%s', (url, expected) => {
      expect(classifyVideoUrl(url)).toEqual(expected);
    });

    it('treats Vimeo pages without a video id as external links', () => {
      expect(classifyVideoUrl('https://vimeo.com/about')).toEqual({ kind: 'external', href: 'https://vimeo.com/about' });
    });
  });

  describe('video files → video element', () => {
    it.each([
      'https://cdn.example.com/squat.mp4',
      'https://cdn.example.com/squat.webm',
      'https://cdn.example.com/squat.ogg',
      'https://cdn.example.com/squat.mov',
      'https://cdn.example.com/squat.avi',
      'https://cdn.example.com/SQUAT.MOV',
      'https://cdn.example.com/squat.mp4?x=1',
      'https://cdn.example.com/squat.mp4?token=a.b&expires=2#t=5',
    ])('%s', (url) => {
      expect(classifyVideoUrl(url)).toEqual({ kind: 'file', src: url });
    });

    it('needs the extension at the end of the path, not in the query', () => {
      const url = 'https://example.com/watch?file=squat.mp4';
      expect(classifyVideoUrl(url)).toEqual({ kind: 'external', href: url });
      const folder = 'https://example.com/squat.mp4/page';
      expect(classifyVideoUrl(folder)).toEqual({ kind: 'external', href: folder });
    });
  });

  describe('anything else', () => {
    it('is an external link when it is an http(s) URL', () => {
      expect(classifyVideoUrl('https://www.example.com/how-to-squat')).toEqual({
        kind: 'external',
        href: 'https://www.example.com/how-to-squat',
      });
    });

    it.each([
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'data:video/mp4;base64,AAAA',
      'ftp://example.com/squat.mp4',
      'file:///etc/passwd',
      'not a url',
      'www.youtube.com/watch?v=dQw4w9WgXcQ',
      '//youtu.be/dQw4w9WgXcQ',
      '',
      '   ',
    ])('%j is invalid', (url) => {
      expect(classifyVideoUrl(url)).toEqual({ kind: 'invalid' });
    });
  });
});
