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

// Measured is ncu's wavefronts and bank conflicts of the access's
// direction: op_st for stores (STS, stmatrix), op_ld for loads (LDS,
// ldmatrix). The totals over all shared-memory operations hold one more
// wavefront, op_misc, in every probe launch (not the probe's access).
func (r Row) Measured() (wavefronts, conflicts int, ok bool) {
	wm, cm := MetricWavefrontsLd, MetricConflictsLd
	if r.Model.Access.Store {
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

// Comparable reports whether ncu counts the access in op_ld/op_st: not
// cp.async, whose shared-memory writes (LDGSTS) the H200's counters put
// in op_misc, with l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ldgsts
// 0 whether or not the layout conflicts.
func (r Row) Comparable() bool { return r.Model.Access.Name != "cp.async.16" }

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
// wavefronts and conflicts beside ncu's op_ld or op_st counters (the
// access's direction) and its totals over all shared-memory operations.
func Table(rows []Row) string {
	var b strings.Builder
	b.WriteString("| # | case | smem layout | thread layout | access | model wavefronts | ncu wavefronts | model conflicts | ncu conflicts | ncu all shared: wavefronts, conflicts | equal |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|---|---|---|\n")
	for i, r := range rows {
		sm := r.Case.Layout
		if r.Case.Swizzle[0] != 0 {
			sm = fmt.Sprintf("Sw<%d,%d,%d> o %s", r.Case.Swizzle[0], r.Case.Swizzle[1], r.Case.Swizzle[2], sm)
		}
		tv := r.Case.TV
		if tv == "" {
			tv = "(default)"
		}
		w, c, _ := r.Measured()
		ow, oc := r.Total()
		eq := "yes"
		switch {
		case !r.Comparable():
			eq = "not counted"
		case !r.Agrees():
			eq = "**no**"
		}
		fmt.Fprintf(&b, "| %d | %s | `%s` (%d-bit) | `%s` | %s | %d | %d | %d | %d | %d, %d | %s |\n",
			i+1, r.Case.Name, sm, r.Case.ElemBits, tv, r.Case.Access, r.Model.Result.Wavefronts, w, r.Model.Result.Conflicts, c, ow, oc, eq)
	}
	return b.String()
}
