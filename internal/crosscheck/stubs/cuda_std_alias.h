// cuda::std is libcu++'s copy of the standard library; on the host the
// standard library itself serves.
#pragma once
namespace cuda {
namespace std = ::std;
}
