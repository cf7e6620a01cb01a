package model

import (
	"fmt"
	"math/bits"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/engine/eval/value"
	"github.com/cutetui/cutetui/gpu/model/bank"
)

// The derivation of find_swizzle: the access without a swizzle, the
// bounds of the search, and the first swizzle that makes it
// conflict-free, each simulated by gpu/model/bank.

func explainFindSwizzle(a *eval.Args, tr *engine.Trace) {
	const op = "find_swizzle"
	if _, ok := a.Arg(1).(value.CopyAtomValue); !ok {
		explainSwizzleBetween(a, tr)
		return
	}
	sl, err := smemArg(a, 0)
	if err != nil {
		return
	}
	at, err := copyAtom(a, 1)
	if err != nil {
		return
	}
	acc, err := bank.ForCopyOp(at.Op, false)
	if err != nil {
		return
	}
	var tv *engine.Layout
	if a.Len() > 2 {
		l, err := a.Layout(2)
		if err != nil {
			return
		}
		tv = &l
	}
	plain := bank.Plain(sl.Outer(), at.ValBits)
	r0, err := bank.Conflicts(plain, acc, tv)
	if err != nil {
		return
	}
	tr.Say(op, fmt.Sprint(r0.Conflicts), "without a swizzle, %s on %s: %s", acc.Name, plain, r0.Summary())
	v, err := plain.Values(acc)
	if err != nil || v <= 0 {
		return
	}
	cos := sl.Outer().Cosize()
	mMin, kMax := bits.TrailingZeros(uint(v)), bits.TrailingZeros(uint(cos))
	tr.Say(op, "", "a thread's %d values must stay together: 2^M >= %d, so M >= %d; Sw must permute aligned blocks of the %d elements: 2^(B+M+S) divides %d, so B+M+S <= %d", v, v, mMin, cos, cos, kMax)
	tr.Say(op, "", "try Sw<B,M,S> with S >= B (the XOR takes bits from above those it changes), fewest bits B first, then the smallest span B+M+S, then the smallest M")
	found, err := bank.FindSwizzle(bank.Smem{Layout: sl, ElemBits: at.ValBits}, acc, tv)
	if err != nil {
		return
	}
	if len(found) == 0 {
		tr.Say(op, "", "none of them makes every phase one wavefront")
		return
	}
	f := found[0]
	tr.Say(op, f.Swizzle.String(), "the first conflict-free one is %s: %s", f.Swizzle, f.Result.Summary())
	for p := range f.Result.Phases {
		if p == 2 {
			tr.Say(op, "", "  ... and so on for the %d phases", len(f.Result.Phases))
			break
		}
		tr.Say(op, "", "  %s", f.Result.PhaseLine(p))
	}
	if len(found) > 1 {
		tr.Say(op, fmt.Sprint(len(found)), "%d swizzles in all make it conflict-free", len(found))
	}
}

// explainSwizzleBetween: find_swizzle(A, B), the Sw with Sw(A(i)) = B(i).
func explainSwizzleBetween(args *eval.Args, tr *engine.Trace) {
	const op = "find_swizzle"
	if args.Len() != 2 {
		return
	}
	a, err1 := smemArg(args, 0)
	b, err2 := smemArg(args, 1)
	if err1 != nil || err2 != nil {
		return
	}
	tr.Say(op, "", "look for Sw<B,M,S> with Sw(A(i)) = B(i) for every i: Sw(x) xor x changes only the B bits at M, by the B bits at M+S")
	ws, err := bank.SwizzleBetween(a, b)
	if err != nil {
		return // the error says which condition fails
	}
	w := ws[0]
	n := a.Outer().Size()
	shown := 0
	for i := 0; i < n && shown < 3; i++ {
		x, err1 := a.Eval(engine.Int(i))
		y, err2 := b.Eval(engine.Int(i))
		if err1 != nil || err2 != nil || x == y {
			continue
		}
		tr.Say(op, "", "i = %d: A(i) = %d = %b, B(i) = %d = %b, xor %b; %s(%d) = %d", i, x, x, y, y, x^y, w, x, w.Apply(x))
		shown++
	}
	tr.Say(op, w.String(), "the smallest Sw agreeing at all %d indices is %s", n, w)
}
