import { describe, expect, it } from 'vitest';
import { renderBlogMarkdown } from './blog-markdown.ts';

/*
 * The blog's Markdown renderer and its allow-list, against the attacks a post's body could
 * carry (raw HTML is part of Markdown, so each one reaches the sanitiser) and the Markdown a
 * post really uses.
 */

/** Nothing in the HTML that could run script. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script|<svg|<iframe|<style|<object|<embed|<form|<input|<math|<template/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|data:|vbscript:/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
}

describe('the blog allow-list drops', () => {
  it('a <script> element with its content, keeping the text around it', () => {
    const html = renderBlogMarkdown('Before <script>alert("owned")</script> after\n\n<script src="/x.js"></script>');
    expectInert(html);
    expect(html).not.toContain('owned');
    expect(html).toContain('Before');
    expect(html).toContain('after');
  });

  it('an <img onerror>, and a picture from outside the shop', () => {
    expect(renderBlogMarkdown('<img src=x onerror="alert(1)">')).toBe('');
    expect(renderBlogMarkdown('<img src="https://evil.example/p.png">')).toBe('');
    expect(renderBlogMarkdown('![tracker](https://evil.example/p.png)')).toBe('<p></p>');
  });

  it('the handler of a picture from the shop’s media store, keeping the picture', () => {
    const html = renderBlogMarkdown('<img src="/media/abc/800.webp" onerror="alert(1)" onload="x()" alt="A ring">');
    expect(html).toBe('<img src="/media/abc/800.webp" alt="A ring" />');
  });

  it('javascript: links however they are spelt', () => {
    const html = renderBlogMarkdown(
      [
        '[a](javascript:alert(1))',
        '[b](JaVaScRiPt:alert(1))',
        '[c](&#106;avascript:alert(1))',
        '<a href="javascript:alert(1)">d</a>',
        '<a href=" javascript:alert(1)">e</a>',
        '<a href="java\tscript:alert(1)">f</a>',
      ].join(' '),
    );
    expectInert(html);
    expect(html).not.toContain('href');
    for (const text of ['a', 'b', 'c', 'd', 'e', 'f']) expect(html).toContain(`<a>${text}</a>`);
  });

  it('<svg onload> and <math>, with their content', () => {
    const html = renderBlogMarkdown('<svg onload="alert(1)"><circle r="1"/></svg>text <math><mi>x</mi></math>');
    expectInert(html);
    expect(html).toBe('<p>text </p>');
  });

  it('raw HTML blocks: their tags, attributes, iframes, styles and forms', () => {
    const html = renderBlogMarkdown(
      [
        '<div onclick="steal()" style="position:fixed">raw <b>html</b></div>',
        '<iframe src="https://evil.example"></iframe>',
        '<style>body { display: none }</style>',
        '<form action="https://evil.example"><input name="password"></form>',
        '<p style="color:red" class="x" id="y">styled</p>',
      ].join('\n\n'),
    );
    expectInert(html);
    expect(html).toContain('raw html');
    expect(html).toContain('<p>styled</p>');
    expect(html).not.toContain('display: none');
  });

  it('data: URLs in links and pictures', () => {
    const html = renderBlogMarkdown(
      '[d](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) ![i](data:image/svg+xml;base64,PHN2Zz4=)',
    );
    expectInert(html);
    expect(html).toBe('<p><a>d</a> </p>');
  });

  it('protocol-relative links, and a rel or target written by hand', () => {
    expect(renderBlogMarkdown('[x](//evil.example)')).toBe('<p><a>x</a></p>');
    expect(renderBlogMarkdown('<a href="https://example.com" target="_blank" rel="opener">t</a>')).toBe(
      '<p><a href="https://example.com" rel="noopener noreferrer">t</a></p>',
    );
  });
});

describe('the blog renderer keeps', () => {
  it('headings (h1 as h2, the page has its own h1), paragraphs, emphasis and lists', () => {
    const html = renderBlogMarkdown(
      '# Cut\n\n## Colour\n\nA *bright* and **clear** stone ~~cheap~~.\n\n- one\n- two\n\n3. three',
    );
    expect(html).toContain('<h2>Cut</h2>');
    expect(html).toContain('<h2>Colour</h2>');
    expect(html).toContain('<em>bright</em>');
    expect(html).toContain('<strong>clear</strong>');
    expect(html).toContain('<del>cheap</del>');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<ol start="3">');
  });

  it('links: outside ones with rel="noopener noreferrer", the shop’s own and e-mail ones as written', () => {
    const html = renderBlogMarkdown(
      '[GIA](https://www.gia.edu "Lab") [rings](/collections/rings) [mail](mailto:a@b.in)',
    );
    expect(html).toBe(
      '<p><a href="https://www.gia.edu" title="Lab" rel="noopener noreferrer">GIA</a> ' +
        '<a href="/collections/rings">rings</a> <a href="mailto:a@b.in">mail</a></p>',
    );
  });

  it('blockquotes, code with its language, and tables with their alignment', () => {
    const html = renderBlogMarkdown(
      '> Said\n\n```js\nlet a = "<b>";\n```\n\nUse `code`.\n\n| Size | mm |\n|:--|--:|\n| 6 | 16.5 |',
    );
    expect(html).toContain('<blockquote>\n<p>Said</p>\n</blockquote>');
    expect(html).toContain('<pre><code class="language-js">let a = "&lt;b&gt;";\n</code></pre>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<table tabindex="0">');
    expect(renderBlogMarkdown('<table onmouseover="x()" tabindex="5" style="x"><tr><td>1</td></tr></table>')).toBe(
      '<table tabindex="0"><tr><td>1</td></tr></table>',
    );
    expect(html).toContain('<th align="left">Size</th>');
    expect(html).toContain('<td align="right">16.5</td>');
  });

  it('text that only looks like HTML, escaped', () => {
    expect(renderBlogMarkdown('1 < 2 & 3 > 2')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
  });
});
