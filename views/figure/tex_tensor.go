package figure

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// The comment lines print_latex writes before a TV picture print the TV
// layouts composed with an identity tensor of the tile: a counting
// iterator and strides in the scaled basis, "ArithTuple(_0,_0) o
// ((_4,_8),...):((_2@1,_1@0),...)". The engine has no scaled-basis
// strides, so the layout is composed with the tile's compact layout
// (M,N):(1,M) instead, which gives the same shape with each stride d
// written d@0 (d < M) or d/M@1 (a multiple of M): the two layouts map
// every coordinate alike, d being the index of the basis coordinate.

// identityTV prints tensor ArithTuple(_0,_0) o composition(identity(M,N),
// tv) as cute::print does, from tv: (thr,val) -> index of the M×N tile.
func identityTV(tv engine.Layout, M, N int) (string, error) {
	tile, err := basisTile(M, N)
	if err != nil {
		return "", err
	}
	c, err := engine.Composition(tile, tv)
	if err != nil {
		return "", err
	}
	return identityTensor(c, M)
}

// basisTile is the stand-in for the identity layout of an M×N tile.
func basisTile(M, N int) (engine.Layout, error) {
	return engine.MakeLayout(engine.Ints(M, N), engine.Ints(1, 2*M))
}

// identityTensor prints layout c of basisTile(M, N) indices as the
// identity tensor's composition with it.
func identityTensor(c engine.Layout, M int) (string, error) {
	var b strings.Builder
	b.WriteString("ArithTuple(_0,_0) o ")
	b.WriteString(c.Shape().StaticString())
	b.WriteByte(':')
	if err := basisStrides(&b, c.Stride(), M); err != nil {
		return "", err
	}
	return b.String(), nil
}

// basisStrides writes stride tuple s with each leaf in the scaled basis
// of an (M,N) tile.
func basisStrides(b *strings.Builder, s engine.IntTuple, M int) error {
	if s.IsInt() {
		d := s.Value()
		switch {
		case d == 0:
			b.WriteString("_0")
		case d%(2*M) == 0:
			b.WriteString("_" + strconv.Itoa(d/(2*M)) + "@1")
		case d > 0 && d < M:
			b.WriteString("_" + strconv.Itoa(d) + "@0")
		default:
			return fmt.Errorf("stride %d is in neither mode of the %d-row tile", d, M)
		}
		return nil
	}
	b.WriteByte('(')
	for i := 0; i < s.Len(); i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		if err := basisStrides(b, s.At(i), M); err != nil {
			return err
		}
	}
	b.WriteByte(')')
	return nil
}

// copyTensor prints tidfrg(identity tensor of the M×N tile)(_,_,0), the
// TV tensor print_latex of a TiledCopy prints.
func copyTensor(tidfrg func(engine.Layout) (engine.Layout, error), M, N int) (string, error) {
	tile, err := basisTile(M, N)
	if err != nil {
		return "", err
	}
	f, err := tidfrg(tile)
	if err != nil {
		return "", err
	}
	u := engine.Underscore()
	sub, _, err := f.Slice(engine.Tuple(u, u, engine.Int(0)))
	if err != nil {
		return "", err
	}
	return identityTensor(sub, M)
}

// texComments is print_latex's comment lines: each prefix followed by the
// i-th tensor. A tensor that cannot be printed makes TeX refuse, with the
// reason, rather than print a comment C++ would not.
func texComments(prefixes []string, tensor func(i int) (string, error)) texSource {
	var ts texSource
	for i, p := range prefixes {
		s, err := tensor(i)
		if err != nil {
			return texSource{refused: err.Error()}
		}
		ts.comments = append(ts.comments, p+s)
		ts.tensors = append(ts.tensors, s)
	}
	return ts
}
