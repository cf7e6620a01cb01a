package engine

import (
	"io"
	"strings"
)

// Style is how a value prints: in cutetui's notation, every integer plain
// ("(4,8):(1,4)", a by-mode tiler "<2,4>"), or as C++'s cute::print writes
// it, a static integer marked "_4" and a dynamic one plain, a Tile<...>
// as a tuple ("(_4,_8):(_1,_4)", "(_2,_4)").
type Style uint8

// The styles.
const (
	Plain  Style = iota // cutetui's notation
	Static              // cute::print's: static integers marked `_`
	// DSL is the CuTe DSL's compile-time printing (Python's print of a
	// value in @cute.jit): a dynamic integer is `?`, or `?{div=N}` when
	// it is known to be a multiple of N > 1 (divisibility.go); a swizzle
	// S<B,M,S>.
	DSL
)

// Printer is a value of the engine that prints itself in a style: an
// IntTuple, a Layout, a Swizzle, a ComposedLayout, an Offset, a ByMode,
// and the atoms of engine/atom.
type Printer interface {
	Print(w io.Writer, s Style) error
}

// Sprint is p printed in the style s.
func Sprint(p Printer, s Style) string {
	var b strings.Builder
	_ = p.Print(&b, s) // a strings.Builder does not fail
	return b.String()
}

// Print writes t in the style s: String, or StaticString for Static.
func (t IntTuple) Print(w io.Writer, s Style) error {
	var buf [64]byte
	_, err := w.Write(t.appendTo(buf[:0], s))
	return err
}

// Print writes l in the style s: String, or StaticString for Static.
func (l Layout) Print(w io.Writer, s Style) error {
	var buf [128]byte
	b := append(l.shape.appendTo(buf[:0], s), ':')
	_, err := w.Write(l.stride.appendTo(b, s))
	return err
}

// Print writes the swizzle, "Sw<3,3,3>" in cutetui's and C++'s styles
// (its parameters are template arguments, printed without `_`), "S<3,3,3>"
// in the DSL's.
func (w Swizzle) Print(out io.Writer, s Style) error {
	str := w.String()
	if s == DSL {
		str = strings.Replace(str, "Sw<", "S<", 1)
	}
	_, err := io.WriteString(out, str)
	return err
}

// Print writes the offset in the style s: String, or StaticString for Static.
func (o Offset) Print(w io.Writer, s Style) error {
	str := o.String()
	if s == Static {
		str = o.StaticString()
	}
	_, err := io.WriteString(w, str)
	return err
}

// Print writes A o O o B, each part in the style s.
func (c ComposedLayout) Print(w io.Writer, s Style) error {
	if err := c.a.Print(w, s); err != nil {
		return err
	}
	if _, err := io.WriteString(w, " o "); err != nil {
		return err
	}
	if err := c.offset.Print(w, s); err != nil {
		return err
	}
	if _, err := io.WriteString(w, " o "); err != nil {
		return err
	}
	return c.b.Print(w, s)
}

// Print writes the tiler in the style s (TilerString).
func (b ByMode) Print(w io.Writer, s Style) error {
	_, err := io.WriteString(w, TilerString(b, s))
	return err
}
