//===- OpenBlasPreloadedTest.cpp - OpenBLAS already loaded by another -----===//
//
// In a Python process NumPy (or PyTorch) may have loaded and initialized the
// same OpenBLAS before hlokit, with its own thread count and kernels. hlokit
// then takes an instance of its own, with its settings, and leaves the
// other's as it was. Its own binary: the library must not have been opened
// by hlokit before the test starts.
//
//===----------------------------------------------------------------------===//

#include "Backends/OpenBlas.h"

#include "gtest/gtest.h"

#include <dlfcn.h>

#include <cstdlib>
#include <optional>
#include <string>

namespace hlokit::interpreter {
namespace {

/// Sets `name` to `value` for the object's life, then back to what it was.
class ScopedEnv {
public:
  ScopedEnv(const char *name, const char *value) : name(name) {
    if (const char *old = std::getenv(name))
      previous = old;
    setenv(name, value, 1);
  }
  ~ScopedEnv() {
    if (previous)
      setenv(name, previous->c_str(), 1);
    else
      unsetenv(name);
  }

private:
  const char *name;
  std::optional<std::string> previous;
};

TEST(OpenBlasPreloaded, HlokitTakesItsOwnInstance) {
  void *other = nullptr;
  {
    // What NumPy's import does: the library with two threads and the
    // kernels of an old CPU.
    ScopedEnv threads("OPENBLAS_NUM_THREADS", "2");
    ScopedEnv core("OPENBLAS_CORETYPE", "Prescott");
    other = dlopen(HLOKIT_OPENBLAS_LIBRARY, RTLD_NOW | RTLD_GLOBAL);
  }
  ASSERT_NE(other, nullptr) << dlerror();
  auto otherThreads =
      reinterpret_cast<int (*)()>(dlsym(other, "openblas_get_num_threads"));
  auto otherCore =
      reinterpret_cast<char *(*)()>(dlsym(other, "openblas_get_corename"));
  ASSERT_TRUE(otherThreads && otherCore);
  ASSERT_EQ(otherThreads(), 2);
  ASSERT_EQ(std::string(otherCore()), "Prescott");

  llvm::Expected<const openblas::Library &> blas = openblas::getLibrary();
  ASSERT_TRUE(static_cast<bool>(blas)) << llvm::toString(blas.takeError());
  EXPECT_EQ(blas->getNumThreads(), 1);
  if (!std::getenv("OPENBLAS_CORETYPE") && openblas::hasSkylakeXFeatures()) {
    EXPECT_EQ(std::string(blas->getCoreName()), "SkylakeX");
  }
  // The other instance is as it was.
  EXPECT_EQ(otherThreads(), 2);
  EXPECT_EQ(std::string(otherCore()), "Prescott");
  float a[4] = {1, 2, 3, 4}, b[4] = {5, 6, 7, 8}, c[4] = {};
  blas->sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, 2, 2, 2, 1.0f, a, 2, b,
              2, 0.0f, c, 2);
  EXPECT_EQ(c[0], 19);
  EXPECT_EQ(c[3], 50);
}

} // namespace
} // namespace hlokit::interpreter
