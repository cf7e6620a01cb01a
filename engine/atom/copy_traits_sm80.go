package atom

import (
	"fmt"

	"github.com/cutetui/cutetui/engine"
)

// Ampere's cp.async (copy_traits_sm80.hpp): one thread copies S from
// global to shared memory asynchronously.
func init() {
	check := func(sizes ...int) func(s, d int) error {
		return func(s, d int) error {
			if s != d {
				return &engine.Error{Op: "Copy_Atom", Cond: "cp.async requires sizeof(src_value_type) == sizeof(dst_value_type)", Detail: fmt.Sprintf("%d != %d bits", s, d)}
			}
			for _, n := range sizes {
				if s == 8*n {
					return nil
				}
			}
			return &engine.Error{Op: "Copy_Atom", Cond: "cp.async sizeof(TS) is not supported", Detail: fmt.Sprintf("sizeof(TS) = %d bytes", s/8)}
		}
	}
	bitsTemplate("SM80_CP_ASYNC_CACHEALWAYS", check(4, 8, 16))
	bitsTemplate("SM80_CP_ASYNC_CACHEGLOBAL", check(16))
	// The _ZFILL forms have the same traits and static_asserts (and a
	// predicate, which the layouts do not see).
	bitsTemplate("SM80_CP_ASYNC_CACHEALWAYS_ZFILL", check(4, 8, 16))
	bitsTemplate("SM80_CP_ASYNC_CACHEGLOBAL_ZFILL", check(16))
}
