package atom

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// MMAAtom is MMA_Atom<MMA_Traits<Op>>: one MMA instruction as data, as its
// MMA_Traits specialisation declares it.
//
//	ShapeMNK  the logical M×N×K of one instruction
//	ThrID     logical thread id → thread index
//	ALayout   (thread, value) → flat (m,k) index of the M×K tile
//	BLayout   (thread, value) → flat (n,k) index of the N×K tile
//	CLayout   (thread, value) → flat (m,n) index of the M×N tile
type MMAAtom struct {
	Op                                     string // the operation as C++ names it, template arguments included
	ValTypeD, ValTypeA, ValTypeB, ValTypeC string
	// FrgTypeA and FrgTypeB are "" when A and B are registers of their
	// value type, or "smem_desc" for GMMA's shared-memory descriptors
	// ("umma_smem_desc" for UMMA's, whose make_umma_desc checks less).
	FrgTypeA, FrgTypeB string
	// MajorA and MajorB are the GMMA::Major ("K" or "MN") of an operand
	// whose FrgType is GMMA::smem_desc<Major>.
	MajorA, MajorB string
	// FrgC is the TMEM fragment of an UMMA accumulator (UMMA::tmem_frg);
	// its zero value for C in registers.
	FrgC TmemFrg
	// FrgA is the TMEM fragment of an UMMA _TS atom's A; zero otherwise.
	FrgA TmemFrg
	// Scale is the scale factors of a block-scaled MMA; zero otherwise.
	Scale BlockScale
	// ELayout is a sparse MMA's metadata (thread, value) -> (M,K)
	// layout; the zero Layout otherwise.
	ELayout                          engine.Layout
	ShapeMNK                         engine.IntTuple
	ThrID, ALayout, BLayout, CLayout engine.Layout
}

// Print is cute::print of the atom (mma_atom.hpp):
//
//	MMA_Atom
//	  ThrID:      _32:_1
//	  Shape_MNK:  (_16,_8,_16)
//	  LayoutA_TV: ...
//
// with the `_` prefixes in the engine.Static style, without them otherwise.
func (a MMAAtom) Print(w io.Writer, st engine.Style) error {
	_, err := fmt.Fprintf(w, "MMA_Atom\n  ThrID:      %s\n  Shape_MNK:  %s\n  LayoutA_TV: %s\n  LayoutB_TV: %s\n  LayoutC_TV: %s\n",
		engine.Sprint(a.ThrID, st), engine.Sprint(a.ShapeMNK, st), engine.Sprint(a.ALayout, st), engine.Sprint(a.BLayout, st), engine.Sprint(a.CLayout, st))
	return err
}

// mmaOp is one MMA operation of the tables: how many template arguments
// it takes and how it builds its traits from them.
type mmaOp struct {
	targs string // the template parameters, for messages; "" for none
	build func(op string, targs []string) (MMAAtom, error)
}

// mmaOps holds every MMA operation by its C++ name; the per-architecture
// files fill it in their init functions.
var mmaOps = map[string]mmaOp{}

// fixedMMA registers an operation without template arguments.
func fixedMMA(name string, a MMAAtom) {
	a.Op = name
	mmaOps[name] = mmaOp{build: func(op string, targs []string) (MMAAtom, error) {
		if len(targs) > 0 {
			return MMAAtom{}, &engine.Error{Op: "MMA_Atom", Cond: "not a template", Detail: name + " takes no template arguments"}
		}
		return a, nil
	}}
}

// LookupMMA is MMA_Atom<Op<targs...>>{}: the atom of the named operation.
// Template arguments are C++ spellings ("float", "GMMA::Major::K").
func LookupMMA(name string, targs []string) (MMAAtom, error) {
	name = strings.TrimPrefix(name, "cute::")
	o, ok := mmaOps[name]
	if !ok {
		return MMAAtom{}, &engine.Error{Op: "MMA_Atom", Cond: "unknown MMA operation", Detail: name + suggestion(name, MMAOps())}
	}
	return o.build(name, targs)
}

// IsMMAOp reports whether name is an MMA operation of the tables.
func IsMMAOp(name string) bool {
	_, ok := mmaOps[strings.TrimPrefix(name, "cute::")]
	return ok
}

// MMAOps lists the MMA operation names, sorted.
func MMAOps() []string {
	out := make([]string, 0, len(mmaOps))
	for k := range mmaOps {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// suggestion names the known operation closest to name by common prefix, if any.
func suggestion(name string, known []string) string {
	best, bestN := "", 0
	for _, k := range known {
		n := 0
		for n < len(k) && n < len(name) && k[n] == name[n] {
			n++
		}
		if n > bestN {
			best, bestN = k, n
		}
	}
	if bestN >= 5 {
		return " (did you mean " + best + "?)"
	}
	return ""
}

// IsSmemDesc reports whether an operand's fragment type frg is a
// shared-memory matrix descriptor, GMMA's (smem_desc) or UMMA's
// (umma_smem_desc): the MMA reads its tile from shared memory, not
// registers.
func IsSmemDesc(frg string) bool { return frg == "smem_desc" || frg == "umma_smem_desc" }
