//===- Canary.cpp - a deliberate sanitizer report -------------------------===//
//
// Built only in sanitizer builds, for the tests in this directory: each
// mode makes ASan, UBSan or LeakSanitizer report once, so the tests can check
// that a report fails a test (docs/reliability.md).
//
//===----------------------------------------------------------------------===//

#include <climits>
#include <cstdio>
#include <cstring>

namespace {

// Volatile, so the compiler can neither see nor drop the bad operations.
volatile int one = 1;
volatile int sink;
int *volatile leaked;

void heapUseAfterFree() {
  int *data = new int[4]();
  delete[] data;
  sink = data[one];
}

void signedOverflow() {
  int value = INT_MAX;
  sink = value + one;
}

void leak() {
  leaked = new int[4]();
  leaked = nullptr;
}

} // namespace

int main(int argc, char **argv) {
  const char *mode = argc == 2 ? argv[1] : "";
  if (!std::strcmp(mode, "heap-use-after-free"))
    heapUseAfterFree();
  else if (!std::strcmp(mode, "signed-overflow"))
    signedOverflow();
  else if (!std::strcmp(mode, "leak"))
    leak();
  else {
    std::fprintf(stderr, "usage: hlokit-sanitizer-canary "
                         "heap-use-after-free|signed-overflow|leak\n");
    return 2;
  }
  return 0;
}
