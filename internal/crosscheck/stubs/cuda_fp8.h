// Stand-in for cuda_fp8.h.
#pragma once
