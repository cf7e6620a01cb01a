// Stand-in for the CUDA driver API header: only the names CuTe's host code mentions.
#pragma once
#include "cuda_runtime_api.h"
typedef int CUresult;
