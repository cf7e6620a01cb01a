package parse

import "github.com/cutetui/cutetui/engine/eval/scan"

// Cursor is the C++ reader's walk over the tokens of one statement, lent
// to the DSL's reader (package eval) so that both read tokens one way:
// the next token, a look ahead, and the nesting depth every bracket and
// call adds to, bounded by MaxDepth so that no input nests a reader's
// recursion deeper.
type Cursor struct{ p parser }

// NewCursor is a cursor at the first of toks, which end in scan.EOF.
func NewCursor(toks []scan.Token) *Cursor { return &Cursor{p: parser{toks: toks}} }

// Peek is the next token, not consumed.
func (c *Cursor) Peek() scan.Token { return c.p.peek() }

// PeekAt is the token k after the next (PeekAt(0) is Peek), the EOF past
// the end.
func (c *Cursor) PeekAt(k int) scan.Token {
	if c.p.i+k >= len(c.p.toks) {
		return c.p.toks[len(c.p.toks)-1]
	}
	return c.p.toks[c.p.i+k]
}

// Next consumes the next token; at the end it stays at EOF.
func (c *Cursor) Next() scan.Token { return c.p.next() }

// Mark is where the cursor is, for Reset.
func (c *Cursor) Mark() int { return c.p.i }

// Reset moves the cursor back (or on) to a Mark.
func (c *Cursor) Reset(mark int) { c.p.i = mark }

// Enter guards recursion: every bracket and call nests one level, and
// more than MaxDepth levels are refused at pos.
func (c *Cursor) Enter(pos int) error {
	if err := c.p.enter(pos); err != nil {
		return err
	}
	return nil
}

// Leave ends the level Enter began.
func (c *Cursor) Leave() { c.p.leave() }

// Basis reads @i[@j...] after the int k, as CuTe prints a ScaledBasis
// stride (1@0, 1@1@0), the C++ reader's basis literal.
func (c *Cursor) Basis(k *IntLit) (*BasisLit, error) { return c.p.basisLit(k) }
