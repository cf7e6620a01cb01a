package eval

import (
	"strings"

	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// The values of the C++ types a statement writes (TypeLit): atoms,
// element types, GMMA majors, UMMA's enumerators and the shared-memory
// layout atoms; the parser only reads their names.

// typeArgNames are the template arguments of an operation as text.
func typeArgNames(args []*TypeLit) []string {
	out := make([]string, len(args))
	for i, a := range args {
		out[i] = a.TypeString()
	}
	return out
}

// evalTypeLit builds the atom a TypeLit names.
func evalTypeLit(n *TypeLit) (value.Value, error) {
	switch {
	case atom.MMARefusal(n.Name) != nil:
		return nil, errorf(n.At, "%v", atom.MMARefusal(n.Name))
	case n.Name == "MMA_Atom" && len(n.Args) == 1 && atom.MMARefusal(n.Args[0].Name) != nil:
		return nil, errorf(n.Args[0].At, "%v", atom.MMARefusal(n.Args[0].Name))
	case n.Name == "MMA_Atom":
		if len(n.Args) != 1 || !atom.IsMMAOp(n.Args[0].Name) {
			return nil, errorf(n.At, "MMA_Atom takes one MMA operation, as in MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>{}")
		}
		return mmaAtomOf(n.Args[0])
	case n.Name == "Copy_Atom":
		if len(n.Args) != 2 || !atom.IsCopyOp(n.Args[0].Name) {
			return nil, errorf(n.At, "Copy_Atom takes a copy operation and an element type, as in Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}")
		}
		op := n.Args[0]
		tr, err := atom.LookupCopyTraits(op.Name, typeArgNames(op.Args))
		if err != nil {
			return nil, errorf(op.At, "%v", err)
		}
		a, err := atom.MakeCopyAtom(tr, n.Args[1].TypeString())
		if err != nil {
			return nil, errorf(n.Args[1].At, "%v", err)
		}
		return value.CopyAtomValue{A: a}, nil
	case atom.IsMMAOp(n.Name):
		return mmaAtomOf(n)
	case atom.IsTMAOp(n.Name):
		return tmaOpOf(n)
	case strings.Contains(n.Name, "GMMA::Major::"):
		if v, ok := gmmaMajorOf(n); ok {
			return v, nil
		}
		return nil, errorf(n.At, "%s: the major modes are GMMA::Major::K and GMMA::Major::MN", n.Name)
	case strings.HasPrefix(n.Name, "UMMA::") && strings.Count(n.Name, "::") == 2:
		v, ok, err := ummaEnumOf(n)
		if ok {
			return v, err
		}
		return nil, errorf(n.At, "unknown name %s (UMMA's enums are Major, ScaleIn, Saturate and MaxShift)", n.TypeString())
	case strings.HasPrefix(n.Name, "UMMA::"):
		f, err := atom.UMMASmemAtom(strings.TrimPrefix(n.Name, "UMMA::"), typeArgNames(n.Args))
		if err != nil {
			return nil, errorf(n.At, "%v", err)
		}
		return fnValue(f), nil
	case strings.HasPrefix(n.Name, "GMMA::"):
		f, err := atom.GMMASmemAtom(strings.TrimPrefix(n.Name, "GMMA::"), typeArgNames(n.Args))
		if err != nil {
			return nil, errorf(n.At, "%v", err)
		}
		return fnValue(f), nil
	}
	if name, bits, ok := atom.ElementType(n.Name); ok && len(n.Args) == 0 {
		return value.TypeValue{Name: name, Bits: bits}, nil
	}
	if bits, ok := subbyteTypes[n.Name]; ok && len(n.Args) == 0 {
		return value.TypeValue{Name: n.Name, Bits: bits}, nil
	}
	if _, ok := ummaFormatTypes[n.Name]; ok && len(n.Args) == 0 {
		return UMMATypeValue{n.Name}, nil
	}
	if !atom.IsCopyOp(n.Name) {
		return nil, errorf(n.At, "unknown type %s (the element types are %s)", n.Name, strings.Join(atom.ElementTypes(), ", "))
	}
	return nil, errorf(n.At, "%s is a copy operation: make a copy atom of it with an element type, as in Copy_Atom<%s, half_t>{}", n.Name, n.TypeString())
}

func mmaAtomOf(op *TypeLit) (value.Value, error) {
	a, err := atom.LookupMMA(op.Name, typeArgNames(op.Args))
	if err != nil {
		return nil, errorf(op.At, "%v", err)
	}
	return value.MMAAtomValue{A: a}, nil
}

// subbyteTypes are the element types narrower than a byte, with their
// sizeof_bits (cutlass/integer_subbyte.h, float_subbyte.h; cute's int4_t,
// uint4_t and uint1_t name them too). A pointer to them is C++'s
// subbyte_iterator (engine.Pointer with Bits < 8), printed subptr[4b]; the
// atoms' element types (atom.ElementType) do not include them.
var subbyteTypes = map[string]int{
	"uint1b_t": 1, "uint1_t": 1, "int2b_t": 2, "uint2b_t": 2,
	"int4b_t": 4, "uint4b_t": 4, "int4_t": 4, "uint4_t": 4,
	"float_e2m1_t": 4, "float_e2m3_t": 6, "float_e3m2_t": 6,
}
