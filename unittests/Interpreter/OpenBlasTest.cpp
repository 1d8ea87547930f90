//===- OpenBlasTest.cpp - OpenBLAS opened without threads of its own ------===//

#include "Backends/OpenBlas.h"

#include "gtest/gtest.h"

#include <cstdlib>
#include <string>

namespace hlokit::interpreter {
namespace {

// OPENBLAS_NUM_THREADS=1 was in the environment when the library was
// opened, so it started no threads, and was taken away afterwards.
TEST(OpenBlas, LoadsWithOneThreadAndRestoresTheEnvironment) {
  const char *before = std::getenv("OPENBLAS_NUM_THREADS");
  llvm::Expected<const openblas::Library &> blas = openblas::getLibrary();
  ASSERT_TRUE(static_cast<bool>(blas)) << llvm::toString(blas.takeError());
  EXPECT_EQ(blas->getNumThreads(), 1);
  if (!before) {
    EXPECT_EQ(std::getenv("OPENBLAS_NUM_THREADS"), nullptr);
  }
  float a[4] = {1, 2, 3, 4}, b[4] = {5, 6, 7, 8}, c[4] = {};
  blas->sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, 2, 2, 2, 1.0f, a, 2, b,
              2, 0.0f, c, 2);
  EXPECT_EQ(c[0], 19);
  EXPECT_EQ(c[3], 50);
}

// On an AVX-512 CPU OpenBLAS runs its AVX-512 kernels, whatever model it
// takes the CPU for, and OPENBLAS_CORETYPE is taken away again.
TEST(OpenBlas, RunsAvx512KernelsOnAvx512Cpus) {
  const char *user = std::getenv("OPENBLAS_CORETYPE");
  llvm::Expected<const openblas::Library &> blas = openblas::getLibrary();
  ASSERT_TRUE(static_cast<bool>(blas)) << llvm::toString(blas.takeError());
  std::string core = blas->getCoreName();
  if (!user) {
    EXPECT_EQ(std::getenv("OPENBLAS_CORETYPE"), nullptr);
    if (openblas::hasSkylakeXFeatures()) {
      EXPECT_EQ(core, "SkylakeX");
    }
  }
  EXPECT_NE(core, "");
}

} // namespace
} // namespace hlokit::interpreter
