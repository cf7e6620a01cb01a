package sweep

import (
	"strings"
	"testing"
)

func TestNcuMetricsAddsTheEnvironmentsCounters(t *testing.T) {
	t.Setenv(EnvNcuMetrics, "")
	if got, err := ncuMetrics(); err != nil || got != NcuMetrics {
		t.Errorf("unset: %q, %v; want %q", got, err, NcuMetrics)
	}
	t.Setenv(EnvNcuMetrics, "lts__t_requests_srcunit_ltcfabric.sum,lts__t_sectors_srcunit_tex_op_read.sum")
	got, err := ncuMetrics()
	if err != nil || got != NcuMetrics+",lts__t_requests_srcunit_ltcfabric.sum,lts__t_sectors_srcunit_tex_op_read.sum" {
		t.Errorf("two counters: %q, %v", got, err)
	}
	for _, bad := range []string{"dram__bytes_read.sum,", "a b", "--log-file", "x;rm", strings.Repeat("a", 4001)} {
		t.Setenv(EnvNcuMetrics, bad)
		if got, err := ncuMetrics(); err == nil {
			t.Errorf("%.20q accepted: %q", bad, got)
		}
	}
}
