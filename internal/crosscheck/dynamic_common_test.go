package crosscheck

import "testing"

// TestCutlassDynamicCommon checks max_common_vector, max_common_layout
// and slices of layouts with dynamic integers against C++.
func TestCutlassDynamicCommon(t *testing.T) {
	compare(t, DynamicCommonCases())
}

// TestCutlassDynamicShapeDiv checks shape_div and ceil_div of static and
// dynamic integers against C++.
func TestCutlassDynamicShapeDiv(t *testing.T) {
	compare(t, DynamicShapeDivCases())
}

// TestCutlassDynamicComposed checks swizzled composed layouts with
// dynamic integers against C++.
func TestCutlassDynamicComposed(t *testing.T) {
	compare(t, DynamicComposedCases())
}
