package atom

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
)

// bitsTemplate registers a one-thread copy of S (and D, default S) bits,
// as UniversalCopy<S,D> (copy_traits.hpp) and SM80_CP_ASYNC_*<S,D>
// (copy_traits_sm80.hpp) declare it: ThrID 1:0, Src (1,bits(S)), Dst
// (1,bits(D)), Ref = Src. check is the operation's own static_asserts.
func bitsTemplate(name string, check func(sBits, dBits int) error) {
	copyOps[name] = copyOp{build: func(op string, targs []string) (CopyTraits, error) {
		if len(targs) < 1 || len(targs) > 2 {
			return CopyTraits{}, &engine.Error{Op: "Copy_Atom", Cond: "wrong number of template arguments", Detail: name + "<S, D = S> takes 1 or 2 types"}
		}
		ts := []string{targs[0], targs[0]}
		if len(targs) == 2 {
			ts[1] = targs[1]
		}
		bits := make([]int, 2)
		for i, t := range ts {
			c, b, ok := ElementType(t)
			if !ok {
				return CopyTraits{}, &engine.Error{Op: "Copy_Atom", Cond: "unknown element type", Detail: t}
			}
			ts[i], bits[i] = c, b
		}
		if err := check(bits[0], bits[1]); err != nil {
			return CopyTraits{}, err
		}
		opName := name + "<" + ts[0] + ">"
		if len(targs) == 2 {
			opName = name + "<" + strings.Join(ts, ",") + ">"
		}
		src := lay(fmt.Sprintf("(1,%d)", bits[0]), "")
		return CopyTraits{Op: opName, ThrID: lay("1", ""), SrcLayout: src, DstLayout: lay(fmt.Sprintf("(1,%d)", bits[1]), ""), RefLayout: src}, nil
	}}
}

func init() {
	// AutoVectorizingCopyWithAssumedAlignment<MaxVecBits> (copy.hpp), whose
	// aliases are DefaultCopy (8 bits) and AutoVectorizingCopy (128): its
	// Copy_Traits (copy_traits.hpp) are one thread and one value at stride
	// 0, Src = Dst = Ref = (1,1):(0,0), whatever the element type.
	auto := CopyTraits{ThrID: lay("1", ""), SrcLayout: lay("(1,1)", "(0,0)"), DstLayout: lay("(1,1)", "(0,0)"), RefLayout: lay("(1,1)", "(0,0)")}
	fixedCopy("DefaultCopy", auto)
	fixedCopy("AutoVectorizingCopy", auto)
	bitsTemplate("UniversalCopy", func(s, d int) error {
		if s < 8 {
			return &engine.Error{Op: "Copy_Atom", Cond: "sizeof_bits_v<S> >= 8", Detail: fmt.Sprintf("UniversalCopy of a %d-bit type", s)}
		}
		if d < 8 {
			return &engine.Error{Op: "Copy_Atom", Cond: "sizeof_bits_v<D> >= 8", Detail: fmt.Sprintf("UniversalCopy to a %d-bit type", d)}
		}
		return nil
	})
}
