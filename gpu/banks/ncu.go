package banks

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// The Nsight Compute counters of shared memory (l1tex, the LSU pipe): the
// wavefronts of shared-memory data and the bank conflicts, for all shared
// accesses and for loads (op_ld) and stores (op_st) apart.
const (
	MetricWavefronts   = "l1tex__data_pipe_lsu_wavefronts_mem_shared.sum"
	MetricConflicts    = "l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum"
	MetricWavefrontsLd = "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum"
	MetricWavefrontsSt = "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum"
	MetricConflictsLd  = "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum"
	MetricConflictsSt  = "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum"
	MetricMisc         = "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_misc.sum"
	// cp.async's shared-memory writes (LDGSTS) are not in op_ld/op_st; the
	// SASS-attributed counters of the LDGSTS instructions count them.
	MetricWavefrontsLdgsts = "smsp__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_ldgsts.sum"
	MetricConflictsLdgsts  = "smsp__sass_l1tex_data_bank_conflicts_pipe_lsu_mem_shared_op_ldgsts.sum"
	// The same, attributed to the ldmatrix and stmatrix instructions: a
	// cross-check of op_ld and op_st.
	MetricWavefrontsLdsm = "smsp__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_ldsm.sum"
	MetricConflictsLdsm  = "smsp__sass_l1tex_data_bank_conflicts_pipe_lsu_mem_shared_op_ldsm.sum"
	MetricWavefrontsStsm = "smsp__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_stsm.sum"
	MetricConflictsStsm  = "smsp__sass_l1tex_data_bank_conflicts_pipe_lsu_mem_shared_op_stsm.sum"
)

// Metrics is the default --metrics list.
var Metrics = []string{MetricWavefronts, MetricConflicts, MetricWavefrontsLd, MetricWavefrontsSt, MetricConflictsLd, MetricConflictsSt, MetricMisc,
	MetricWavefrontsLdgsts, MetricConflictsLdgsts, MetricWavefrontsLdsm, MetricConflictsLdsm, MetricWavefrontsStsm, MetricConflictsStsm}

// Launch is one profiled kernel launch: its name and its metrics' values.
type Launch struct {
	Kernel  string
	Metrics map[string]float64
}

// ParseNcuCSV reads ncu --csv --print-units base output: one row per
// (launch, metric); the launches in the order of their IDs.
func ParseNcuCSV(r io.Reader) ([]Launch, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	cr.LazyQuotes = true
	var col map[string]int
	byID := map[string]int{}
	var out []Launch
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		if col == nil {
			if len(rec) > 3 && rec[0] == "ID" {
				col = map[string]int{}
				for i, h := range rec {
					col[h] = i
				}
				for _, need := range []string{"Kernel Name", "Metric Name", "Metric Value"} {
					if _, ok := col[need]; !ok {
						return nil, fmt.Errorf("ncu CSV: no %q column", need)
					}
				}
			}
			continue
		}
		if len(rec) <= col["Metric Value"] {
			continue
		}
		id := rec[col["ID"]]
		i, ok := byID[id]
		if !ok {
			i = len(out)
			byID[id] = i
			out = append(out, Launch{Kernel: rec[col["Kernel Name"]], Metrics: map[string]float64{}})
		}
		v, err := strconv.ParseFloat(strings.ReplaceAll(rec[col["Metric Value"]], ",", ""), 64)
		if err != nil {
			continue
		}
		out[i].Metrics[rec[col["Metric Name"]]] = v
	}
	if col == nil {
		return nil, fmt.Errorf("ncu CSV: no header")
	}
	return out, nil
}
