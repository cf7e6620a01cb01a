package kernels

import "fmt"

// HopperArch is the NVRTC target of the GPUs with wgmma and TMA (the H100
// and H200): the Hopper kernels (Kernel.Hopper) run there only.
const HopperArch = "sm_90a"

// Default is the kernel cutetui bench runs when none is named, on a GPU whose
// NVRTC target is arch, and why: Auto (each shape with the fastest of its
// Candidates, all of them TMA loads feeding wgmma) where there is wgmma, MMA (mma.sync, which every GPU since Ampere runs) where there is not.
func Default(arch string) (name, why string) {
	if arch == HopperArch {
		return Auto, fmt.Sprintf("the default on %s (Hopper): each shape runs the fastest of the TMA + wgmma kernels the rules weigh for it (kernels.Choose's pick and kernels.Candidates, timed first with --tune)", arch)
	}
	if arch == "" {
		arch = "this GPU"
	}
	return MMA.Name, fmt.Sprintf("the default on %s: it has no wgmma (that needs %s), so mma.sync", arch, HopperArch)
}

// RowPitch is the row length, in elements, that the TMA kernels read A and B
// with when each has K elements a row: K when K·2 bytes is a multiple of 16
// (the tensor maps' rule for a row stride), else K rounded up to 64 elements
// (whole 128-byte L2 lines), into which the benchmark first copies A and B
// (sweep: the copy is part of the timed launch).
func RowPitch(k int) int {
	if k%8 == 0 {
		return k
	}
	return (k + 63) / 64 * 64
}
