package banks

import (
	"fmt"
	"strings"
)

// Row is one case with the model's answer and ncu's counts.
type Row struct {
	Case   Case
	Model  Model
	Launch Launch
}

// Measured is ncu's wavefronts and bank conflicts of the access: op_st for
// stores (STS, stmatrix), op_ld for loads (LDS, ldmatrix), and for
// cp.async, whose shared-memory writes are in neither (the H200 puts them
// in op_misc), the counters attributed to its LDGSTS instructions. ok is
// false when the log lacks them. The totals over all shared-memory
// operations hold one more wavefront, op_misc, in every probe launch.
func (r Row) Measured() (wavefronts, conflicts int, ok bool) {
	wm, cm := MetricWavefrontsLd, MetricConflictsLd
	switch {
	case r.Model.Access.Name == "cp.async.16":
		wm, cm = MetricWavefrontsLdgsts, MetricConflictsLdgsts
	case r.Model.Access.Store:
		wm, cm = MetricWavefrontsSt, MetricConflictsSt
	}
	w, ok1 := r.Launch.Metrics[wm]
	c, ok2 := r.Launch.Metrics[cm]
	return int(w), int(c), ok1 && ok2
}

// Total is ncu's wavefronts and conflicts over all shared-memory operations.
func (r Row) Total() (wavefronts, conflicts int) {
	return int(r.Launch.Metrics[MetricWavefronts]), int(r.Launch.Metrics[MetricConflicts])
}

// Diverges is why the model is known not to give ncu's count for this
// row's access, "" where it does. cp.async: on the H200 the wavefronts
// attributed to LDGSTS follow a rule of their own — one per 16-byte chunk
// when a quarter-warp's destinations lie in separate rows, even
// conflict-free swizzled ones; one per quarter-warp when they fill one
// aligned 128-byte line in any order; one for the whole warp when all
// write the same chunk — and its bank-conflict counter is 0 every time
// (docs/banks.md has the measurements). The model gives the bank
// analysis of a 16-byte store, which these counters do not confirm.
func (r Row) Diverges() string {
	if r.Model.Access.Name == "cp.async.16" {
		return "cp.async: ncu's LDGSTS wavefronts follow another rule, its conflicts are 0"
	}
	return ""
}

// Agrees reports whether the model's wavefronts and conflicts equal ncu's.
func (r Row) Agrees() bool {
	w, c, ok := r.Measured()
	return ok && w == r.Model.Result.Wavefronts && c == r.Model.Result.Conflicts
}

// Compare pairs the cases with the profiled launches, in order, checking
// that each launch is the case's probe kernel.
func Compare(cases []Case, launches []Launch) ([]Row, error) {
	var probes []Launch
	for _, l := range launches {
		if strings.HasPrefix(l.Kernel, "bank_") {
			probes = append(probes, l)
		}
	}
	if len(probes) != len(cases) {
		return nil, fmt.Errorf("banks: %d probe launches profiled, %d cases", len(probes), len(cases))
	}
	rows := make([]Row, len(cases))
	for i, c := range cases {
		m, err := c.Run()
		if err != nil {
			return nil, err
		}
		if k := Kernel(m.Access); !strings.HasPrefix(probes[i].Kernel, k) || (len(probes[i].Kernel) > len(k) && probes[i].Kernel[len(k)] != '(') {
			return nil, fmt.Errorf("banks: launch %d is %s, case %q needs %s", i, probes[i].Kernel, c.Name, k)
		}
		rows[i] = Row{c, m, probes[i]}
	}
	return rows, nil
}

// Table is the Markdown table of docs/banks.md: per case the model's
// wavefronts and conflicts beside ncu's (Measured) and its totals over all
// shared-memory operations.
func Table(rows []Row) string {
	var b strings.Builder
	b.WriteString("| # | case | smem layout | thread layout | access | model wavefronts | ncu wavefronts | model conflicts | ncu conflicts | ncu all shared: wavefronts, conflicts | equal |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|---|---|---|\n")
	for i, r := range rows {
		sm, tv := r.Case.smemString(), r.Case.tvString()
		w, c, _ := r.Measured()
		ow, oc := r.Total()
		eq := "yes"
		switch {
		case r.Agrees():
		case r.Diverges() != "":
			eq = "no (known: cp.async)"
		default:
			eq = "**no**"
		}
		fmt.Fprintf(&b, "| %d | %s | `%s` (%d-bit) | `%s` | %s | %d | %d | %d | %d | %d, %d | %s |\n",
			i+1, r.Case.Name, sm, r.Case.ElemBits, tv, r.Case.Access, r.Model.Result.Wavefronts, w, r.Model.Result.Conflicts, c, ow, oc, eq)
	}
	return b.String()
}
