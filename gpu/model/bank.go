package model

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/atom"
	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/engine/eval/value"
	"github.com/cutetui/cutetui/gpu/model/bank"
)

// Shared-memory banks (gpu/model/bank): the conflicts of one warp-wide
// access to a shared-memory layout, and the swizzles that remove them.

// copyAtom reads argument i as a copy atom.
func copyAtom(a *eval.Args, i int) (atom.CopyAtom, error) {
	if v, ok := a.Arg(i).(value.CopyAtomValue); ok {
		return v.A, nil
	}
	return atom.CopyAtom{}, a.Want(i, "a copy atom (Copy_Atom<Op, T>{})")
}

// smemArg reads argument i as a shared-memory layout, plain or composed.
func smemArg(a *eval.Args, i int) (engine.ComposedLayout, error) {
	switch v := a.Arg(i).(type) {
	case value.LayoutValue:
		return engine.MakeComposedLayout(engine.Swizzle{}, 0, v.L), nil
	case value.ComposedValue:
		if v.C.Simple() {
			return v.C, nil
		}
		return engine.ComposedLayout{}, a.Failf(i, "argument %d must be a shared-memory layout, L or Sw<B,M,S> o off o L; %s composes other parts", i+1, v.C)
	}
	return engine.ComposedLayout{}, a.Want(i, "a shared-memory layout (a layout or a swizzled layout Sw<B,M,S> o L)")
}

// bankCase reads (smem, atom[, thr_layout]) and runs the model.
func bankCase(a *eval.Args, store bool) (bank.Result, bank.Smem, error) {
	sl, err := smemArg(a, 0)
	if err != nil {
		return bank.Result{}, bank.Smem{}, err
	}
	at, err := copyAtom(a, 1)
	if err != nil {
		return bank.Result{}, bank.Smem{}, err
	}
	acc, err := bank.ForCopyOp(at.Op, store)
	if err != nil {
		return bank.Result{}, bank.Smem{}, a.Failf(1, "%s", strings.TrimPrefix(err.Error(), "bank: "))
	}
	if store && !acc.Store {
		return bank.Result{}, bank.Smem{}, a.Failf(1, "%s is a load; bank_conflicts_store takes a UniversalCopy (STS) atom", at.Op)
	}
	s := bank.Smem{Layout: sl, ElemBits: at.ValBits}
	var tv *engine.Layout
	if a.Len() > 2 {
		l, err := a.Layout(2)
		if err != nil {
			return bank.Result{}, bank.Smem{}, err
		}
		tv = &l
	}
	r, err := bank.Conflicts(s, acc, tv)
	if err != nil {
		at := 0
		if tv != nil {
			at = 2
		}
		return bank.Result{}, bank.Smem{}, a.Failf(at, "%s", strings.TrimPrefix(err.Error(), "bank: "))
	}
	return r, s, nil
}

// bankConflicts answers the model's Result (BankValue), which prints the
// summary and one line per phase.
func bankConflicts(store bool) func(a *eval.Args) (value.Value, error) {
	return func(a *eval.Args) (value.Value, error) {
		r, s, err := bankCase(a, store)
		if err != nil {
			return nil, err
		}
		return BankValue{R: r, Smem: s}, nil
	}
}

// explainBank is the per-phase table: each thread's address and bank.
func explainBank(store bool) func(a *eval.Args, tr *engine.Trace) {
	return func(a *eval.Args, tr *engine.Trace) {
		r, s, err := bankCase(a, store)
		if err != nil {
			return
		}
		tr.Steps = append(tr.Steps, engine.Step{Rule: "bank: addresses", Text: fmt.Sprintf(
			"each thread's byte address is (element offset in %s) x %d bits / 8; its bank is (address / 4) mod 32; %s serves %d threads per phase, each phase taking as many wavefronts as the most distinct 4-byte words one bank must deliver",
			s, s.ElemBits, r.Access.Name, r.Access.PhaseThreads)})
		for p, ph := range r.Phases {
			rows := make([]string, len(ph.Lanes))
			for i, l := range ph.Lanes {
				rows[i] = "    " + l.String()
			}
			tr.Steps = append(tr.Steps, engine.Step{Rule: "bank: phase", Text: r.PhaseLine(p) + "\n" + strings.Join(rows, "\n")})
		}
		tr.Steps = append(tr.Steps, engine.Step{Rule: "bank: total", Text: fmt.Sprintf("%d wavefronts, %d per phase at best: %d bank conflicts (ncu's l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_%s)", r.Wavefronts, 1, r.Conflicts, map[bool]string{false: "ld", true: "st"}[r.Access.Store])})
	}
}

// maxListed is how many swizzles find_swizzle prints.
const maxListed = 8

// findSwizzle is find_swizzle(smem, atom[, thr]) or find_swizzle(A, B).
func findSwizzle(a *eval.Args) (value.Value, error) {
	if _, ok := a.Arg(1).(value.CopyAtomValue); !ok {
		if a.Len() != 2 {
			return nil, a.Failf(2, "find_swizzle(A, B) takes two layouts; with an access: find_swizzle(smem, Copy_Atom<Op,T>{}[, thr_layout])")
		}
		la, err := smemArg(a, 0)
		if err != nil {
			return nil, err
		}
		lb, err := smemArg(a, 1)
		if err != nil {
			return nil, err
		}
		ws, err := bank.SwizzleBetween(la, lb)
		if err != nil {
			return nil, a.Failf(1, "%s", strings.TrimPrefix(err.Error(), "bank: "))
		}
		return value.SwizzleValue{S: ws[0]}, nil
	}
	sl, err := smemArg(a, 0)
	if err != nil {
		return nil, err
	}
	at, err := copyAtom(a, 1)
	if err != nil {
		return nil, err
	}
	acc, err := bank.ForCopyOp(at.Op, false)
	if err != nil {
		return nil, a.Failf(1, "%s", strings.TrimPrefix(err.Error(), "bank: "))
	}
	var tv *engine.Layout
	if a.Len() > 2 {
		l, err := a.Layout(2)
		if err != nil {
			return nil, err
		}
		tv = &l
	}
	found, err := bank.FindSwizzle(bank.Smem{Layout: sl, ElemBits: at.ValBits}, acc, tv)
	if err != nil {
		return nil, a.Failf(0, "%s", strings.TrimPrefix(err.Error(), "bank: "))
	}
	if len(found) == 0 {
		return value.TextValue{Text: fmt.Sprintf("no swizzle Sw<B,M,S> (2^M >= the values per thread, 2^(B+M+S) dividing cosize %d) makes %s on %s conflict-free", sl.Outer().Cosize(), acc.Name, sl.Outer()), L: sl.Outer()}, nil
	}
	if len(found) == 1 {
		// One swizzle: a swizzle value, printed as the list would print
		// it, that compares and composes (Sw o L) like any other.
		return value.SwizzleValue{S: found[0].Swizzle}, nil
	}
	names := make([]string, 0, maxListed)
	for i, f := range found {
		if i == maxListed {
			break
		}
		names = append(names, f.Swizzle.String())
	}
	text := strings.Join(names, " ")
	if len(found) > maxListed {
		text += fmt.Sprintf(" ... (%d in all)", len(found))
	}
	return value.TextValue{Text: text, L: sl.Outer()}, nil
}
