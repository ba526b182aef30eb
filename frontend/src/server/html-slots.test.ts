import { beforeHeadEnd, intoRoot } from './html-slots';

const SHELL = '<html><head><title>Crew Reviews</title></head><body><div id="root"></div></body></html>';

describe('html slots', () => {
  it("puts a rendered page in the root as written, even when it holds $' or $& (a review's text)", () => {
    const body = "<p>Paid $' on time, tipped $& and $$5, never $` late</p>";
    expect(intoRoot(SHELL, body)).toBe(`<html><head><title>Crew Reviews</title></head><body><div id="root">${body}</div></body></html>`);
  });

  it('adds markup at the end of the head, as written', () => {
    expect(beforeHeadEnd(SHELL, '<style>a::after{content:"$&"}</style>\n')).toBe(
      '<html><head><title>Crew Reviews</title><style>a::after{content:"$&"}</style>\n  </head><body><div id="root"></div></body></html>',
    );
  });
});
