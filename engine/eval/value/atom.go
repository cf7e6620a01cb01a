package value

import (
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
)

// The values of CuTe's atom layer (package atom). Each prints as
// cute::print prints it, multi-line, without the final newline (the
// statement's own newline ends it, so the output is C++'s byte for byte).

// MMAAtomValue is MMA_Atom<Op>{}.
type MMAAtomValue struct{ A atom.MMAAtom }

// TiledMMAValue is a TiledMMA, from make_tiled_mma.
type TiledMMAValue struct{ T atom.TiledMMA }

// ThrMMAValue is a ThrMMA, from get_slice / get_thread_slice of a TiledMMA.
type ThrMMAValue struct{ S atom.ThrMMA }

// CopyAtomValue is Copy_Atom<Op, T>{}.
type CopyAtomValue struct{ A atom.CopyAtom }

// TiledCopyValue is a TiledCopy, from make_tiled_copy(_A|_B|_C).
type TiledCopyValue struct{ T atom.TiledCopy }

// ThrCopyValue is a ThrCopy, from get_slice / get_thread_slice of a TiledCopy.
type ThrCopyValue struct{ S atom.ThrCopy }

func (MMAAtomValue) Kind() Kind   { return KindMMAAtom }
func (TiledMMAValue) Kind() Kind  { return KindTiledMMA }
func (ThrMMAValue) Kind() Kind    { return KindThrMMA }
func (CopyAtomValue) Kind() Kind  { return KindCopyAtom }
func (TiledCopyValue) Kind() Kind { return KindTiledCopy }
func (ThrCopyValue) Kind() Kind   { return KindThrCopy }

func chomp(s string) string { return strings.TrimSuffix(s, "\n") }

func (v MMAAtomValue) String() string         { return chomp(engine.Sprint(v.A, engine.Plain)) }
func (v MMAAtomValue) StaticString() string   { return chomp(engine.Sprint(v.A, engine.Static)) }
func (v TiledMMAValue) String() string        { return chomp(engine.Sprint(v.T, engine.Plain)) }
func (v TiledMMAValue) StaticString() string  { return chomp(engine.Sprint(v.T, engine.Static)) }
func (v ThrMMAValue) String() string          { return chomp(engine.Sprint(v.S, engine.Plain)) }
func (v ThrMMAValue) StaticString() string    { return chomp(engine.Sprint(v.S, engine.Static)) }
func (v CopyAtomValue) String() string        { return chomp(engine.Sprint(v.A, engine.Plain)) }
func (v CopyAtomValue) StaticString() string  { return chomp(engine.Sprint(v.A, engine.Static)) }
func (v TiledCopyValue) String() string       { return chomp(engine.Sprint(v.T, engine.Plain)) }
func (v TiledCopyValue) StaticString() string { return chomp(engine.Sprint(v.T, engine.Static)) }
func (v ThrCopyValue) String() string         { return chomp(engine.Sprint(v.S, engine.Plain)) }
func (v ThrCopyValue) StaticString() string   { return chomp(engine.Sprint(v.S, engine.Static)) }

func (MMAAtomValue) Layout() (engine.Layout, bool)   { return engine.Layout{}, false }
func (TiledMMAValue) Layout() (engine.Layout, bool)  { return engine.Layout{}, false }
func (ThrMMAValue) Layout() (engine.Layout, bool)    { return engine.Layout{}, false }
func (CopyAtomValue) Layout() (engine.Layout, bool)  { return engine.Layout{}, false }
func (TiledCopyValue) Layout() (engine.Layout, bool) { return engine.Layout{}, false }
func (ThrCopyValue) Layout() (engine.Layout, bool)   { return engine.Layout{}, false }
