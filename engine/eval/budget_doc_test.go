package eval

import (
	"strconv"
	"strings"
	"testing"
)

// TestGuideStatesTheLimits: `cutetui help eval` (the guide) states the
// limits and the work budget as the code has them.
func TestGuideStatesTheLimits(t *testing.T) {
	for _, want := range []string{
		strconv.Itoa(MaxDepth) + " levels",
		strconv.Itoa(MaxStatement) + " bytes",
		strconv.Itoa(MaxValue) + " ints and tuples",
		strconv.Itoa(MaxText) + " bytes",
		"at most " + strconv.Itoa(MaxSteps) + " steps",
		"a deadline of " + DefaultDeadline.String(),
	} {
		if !strings.Contains(strings.Join(strings.Fields(Guide), " "), want) {
			t.Errorf("the guide does not say %q", want)
		}
	}
}
