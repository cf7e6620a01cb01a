package eval

import (
	"fmt"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/bank"
)

// Shared-memory banks (engine/bank): the conflicts of one warp-wide access
// to a shared-memory layout, and the swizzles that remove them.
var bankBuiltins = []builtin{
	{name: "bank_conflicts", sig: "bank_conflicts(smem, Copy_Atom<Op,T>{}[, thr_layout])",
		doc: "the bank conflicts of one warp's shared-memory access: per phase (32, 16 or 8 threads; one 8x8 matrix of ldmatrix) the most distinct 4-byte words one bank delivers, the wavefronts and conflicts ncu counts",
		min: 2, max: 3, fn: bankConflicts(false)},
	{name: "bank_conflicts_store", sig: "bank_conflicts_store(smem, Copy_Atom<UniversalCopy<U>,T>{}[, thr_layout])",
		doc: "bank_conflicts of the store (STS) a UniversalCopy atom makes into shared memory",
		min: 2, max: 3, fn: bankConflicts(true)},
	{name: "find_swizzle", sig: "find_swizzle(smem, Copy_Atom<Op,T>{}[, thr_layout]) or find_swizzle(A, B)",
		doc: "the swizzles Sw<B,M,S>, smallest first, that make the access conflict-free; with two layouts, the Sw with composition(Sw, A) = B, or why none exists",
		min: 2, max: 3, fn: findSwizzle},
}

func init() {
	explainers["bank_conflicts"] = explainBank(false)
	explainers["bank_conflicts_store"] = explainBank(true)
}

// smemArg reads argument i as a shared-memory layout, plain or composed.
func (c *callCtx) smemArg(i int) (engine.ComposedLayout, error) {
	switch v := c.args[i].(type) {
	case LayoutValue:
		return engine.MakeComposedLayout(engine.Swizzle{}, 0, v.L), nil
	case ComposedValue:
		if v.C.Simple() {
			return v.C, nil
		}
		return engine.ComposedLayout{}, c.failf(i, "argument %d must be a shared-memory layout, L or Sw<B,M,S> o off o L; %s composes other parts", i+1, v.C)
	}
	return engine.ComposedLayout{}, c.want(i, "a shared-memory layout (a layout or a swizzled layout Sw<B,M,S> o L)")
}

// bankCase reads (smem, atom[, thr_layout]) and runs the model.
func bankCase(c *callCtx, store bool) (bank.Result, bank.Smem, error) {
	sl, err := c.smemArg(0)
	if err != nil {
		return bank.Result{}, bank.Smem{}, err
	}
	a, err := c.copyAtom(1)
	if err != nil {
		return bank.Result{}, bank.Smem{}, err
	}
	acc, err := bank.ForCopyOp(a.Op, store)
	if err != nil {
		return bank.Result{}, bank.Smem{}, c.failf(1, "%s", strings.TrimPrefix(err.Error(), "bank: "))
	}
	if store && !acc.Store {
		return bank.Result{}, bank.Smem{}, c.failf(1, "%s is a load; bank_conflicts_store takes a UniversalCopy (STS) atom", a.Op)
	}
	s := bank.Smem{Layout: sl, ElemBits: a.ValBits}
	var tv *engine.Layout
	if len(c.args) > 2 {
		l, err := c.layout(2)
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
		return bank.Result{}, bank.Smem{}, c.failf(at, "%s", strings.TrimPrefix(err.Error(), "bank: "))
	}
	return r, s, nil
}

// bankConflicts answers the model's Result (BankValue), which prints the
// summary and one line per phase.
func bankConflicts(store bool) func(c *callCtx) (Value, error) {
	return func(c *callCtx) (Value, error) {
		r, s, err := bankCase(c, store)
		if err != nil {
			return nil, err
		}
		return BankValue{R: r, Smem: s}, nil
	}
}

// explainBank is the per-phase table: each thread's address and bank.
func explainBank(store bool) func(c *callCtx, tr *engine.Trace) {
	return func(c *callCtx, tr *engine.Trace) {
		r, s, err := bankCase(c, store)
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
func findSwizzle(c *callCtx) (Value, error) {
	if _, ok := c.args[1].(CopyAtomValue); !ok {
		if len(c.args) != 2 {
			return nil, c.failf(2, "find_swizzle(A, B) takes two layouts; with an access: find_swizzle(smem, Copy_Atom<Op,T>{}[, thr_layout])")
		}
		a, err := c.smemArg(0)
		if err != nil {
			return nil, err
		}
		b, err := c.smemArg(1)
		if err != nil {
			return nil, err
		}
		ws, err := bank.SwizzleBetween(a, b)
		if err != nil {
			return nil, c.failf(1, "%s", strings.TrimPrefix(err.Error(), "bank: "))
		}
		return SwizzleValue{ws[0]}, nil
	}
	sl, err := c.smemArg(0)
	if err != nil {
		return nil, err
	}
	a, err := c.copyAtom(1)
	if err != nil {
		return nil, err
	}
	acc, err := bank.ForCopyOp(a.Op, false)
	if err != nil {
		return nil, c.failf(1, "%s", strings.TrimPrefix(err.Error(), "bank: "))
	}
	var tv *engine.Layout
	if len(c.args) > 2 {
		l, err := c.layout(2)
		if err != nil {
			return nil, err
		}
		tv = &l
	}
	found, err := bank.FindSwizzle(bank.Smem{Layout: sl, ElemBits: a.ValBits}, acc, tv)
	if err != nil {
		return nil, c.failf(0, "%s", strings.TrimPrefix(err.Error(), "bank: "))
	}
	if len(found) == 0 {
		return TextValue{Text: fmt.Sprintf("no swizzle Sw<B,M,S> (2^M >= the values per thread, 2^(B+M+S) dividing cosize %d) makes %s on %s conflict-free", sl.Outer().Cosize(), acc.Name, sl.Outer()), L: sl.Outer()}, nil
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
	return TextValue{Text: text, L: sl.Outer()}, nil
}
