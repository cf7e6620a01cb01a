package atom

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// CopyTraits is Copy_Traits<Op>: a copy instruction as data, its layouts
// in bits.
//
//	ThrID      logical thread id → thread index
//	SrcLayout  (src thread, src value) → bit
//	DstLayout  (dst thread, dst value) → bit
//	RefLayout  the reference (thread, value) → bit, Src or Dst
type CopyTraits struct {
	Op                                     string
	ThrID, SrcLayout, DstLayout, RefLayout engine.Layout
	// TMA is what make_tma_copy built beside the layouts (tma.go); nil
	// for every other operation.
	TMA *TMA
}

// CopyAtom is Copy_Atom<Copy_Traits<Op>, ValType>: the traits with their
// bit layouts recast to elements of ValType, recast_layout<uint1_t,
// ValType>, which is upcast<sizeof_bits<ValType>>.
type CopyAtom struct {
	CopyTraits
	ValType                                  string
	ValBits                                  int
	ValLayoutSrc, ValLayoutDst, ValLayoutRef engine.Layout
}

// copyOp is one copy operation of the tables.
type copyOp struct {
	build func(op string, targs []string) (CopyTraits, error)
}

// copyOps holds every copy operation by its C++ name.
var copyOps = map[string]copyOp{}

func fixedCopy(name string, tr CopyTraits) {
	tr.Op = name
	copyOps[name] = copyOp{build: func(op string, targs []string) (CopyTraits, error) {
		if len(targs) > 0 {
			return CopyTraits{}, &engine.Error{Op: "Copy_Atom", Cond: "not a template", Detail: name + " takes no template arguments"}
		}
		return tr, nil
	}}
}

// IsCopyOp reports whether name is a copy operation of the tables.
func IsCopyOp(name string) bool {
	_, ok := copyOps[strings.TrimPrefix(name, "cute::")]
	return ok
}

// CopyOps lists the copy operation names, sorted.
func CopyOps() []string {
	out := make([]string, 0, len(copyOps))
	for k := range copyOps {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// LookupCopyTraits is Copy_Traits<Op<targs...>>.
func LookupCopyTraits(name string, targs []string) (CopyTraits, error) {
	name = strings.TrimPrefix(name, "cute::")
	o, ok := copyOps[name]
	if !ok {
		return CopyTraits{}, &engine.Error{Op: "Copy_Atom", Cond: "unknown copy operation", Detail: name + suggestion(name, CopyOps())}
	}
	return o.build(name, targs)
}

// MakeCopyAtom is Copy_Atom<Op, ValType>: the traits recast to ValType.
// As C++ it asserts that each recast layout still has one thread per
// ThrID thread ("CopyOperation is not valid for Src of ValType.").
func MakeCopyAtom(tr CopyTraits, valType string) (CopyAtom, error) {
	canon, bits, ok := ElementType(valType)
	if !ok {
		return CopyAtom{}, &engine.Error{Op: "Copy_Atom", Cond: "unknown element type", Detail: valType}
	}
	a := CopyAtom{CopyTraits: tr, ValType: canon, ValBits: bits}
	for _, r := range []struct {
		name string
		bit  engine.Layout
		out  *engine.Layout
	}{{"Src", tr.SrcLayout, &a.ValLayoutSrc}, {"Dst", tr.DstLayout, &a.ValLayoutDst}, {"Ref", tr.RefLayout, &a.ValLayoutRef}} {
		l, err := engine.Upcast(r.bit, bits)
		if err != nil {
			return CopyAtom{}, err
		}
		if modeSize(l, 0) != tr.ThrID.Size() {
			return CopyAtom{}, &engine.Error{Op: "Copy_Atom", Cond: "CopyOperation is not valid for " + r.name + " of ValType.",
				Detail: fmt.Sprintf("size<0>(ValLayout%s) = size<0>(%s) = %d != size(ThrID) = %d", r.name, l, modeSize(l, 0), tr.ThrID.Size())}
		}
		*r.out = l
	}
	return a, nil
}

// NumValSrc is size<1>(ValLayoutSrc): the values one thread gives.
func (a CopyAtom) NumValSrc() int { return modeSize(a.ValLayoutSrc, 1) }

// Print is cute::print of the atom (copy_atom.hpp):
//
//	Copy_Atom
//	  ThrID:        _32:_1
//	  ValLayoutSrc: (_32,_8):(_8,_1)
//	  ValLayoutDst: ...
//	  ValLayoutRef: ...
//	  ValueType:    16b
func (a CopyAtom) Print(w io.Writer, st engine.Style) error {
	_, err := fmt.Fprintf(w, "Copy_Atom\n  ThrID:        %s\n  ValLayoutSrc: %s\n  ValLayoutDst: %s\n  ValLayoutRef: %s\n  ValueType:    %db\n",
		engine.Sprint(a.ThrID, st), engine.Sprint(a.ValLayoutSrc, st), engine.Sprint(a.ValLayoutDst, st), engine.Sprint(a.ValLayoutRef, st), a.ValBits)
	return err
}
