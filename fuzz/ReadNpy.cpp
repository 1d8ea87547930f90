//===- ReadNpy.cpp - fuzz target: the .npy reader -------------------------===//
//
// Any bytes through parseNpy. A tensor it reads must encode again to a file
// that reads back to the same tensor.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "hlokit/Interpreter/Tensor/Npy.h"

using namespace hlokit::interpreter;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::Expected<Tensor> tensor =
      parseNpy(hlokit::fuzz::asText(data, size), "fuzz.npy");
  if (!tensor) {
    llvm::consumeError(tensor.takeError());
    return 0;
  }
  llvm::Expected<std::string> encoded = encodeNpy(*tensor);
  if (!encoded) {
    llvm::consumeError(encoded.takeError());
    return 0;
  }
  llvm::Expected<Tensor> again = parseNpy(*encoded, "again.npy");
  if (!again) {
    hlokit::fuzz::reportBug("an encoded tensor does not read back: " +
                            llvm::toString(again.takeError()));
  }
  if (again->getShape() != tensor->getShape() || !again->bitwiseEquals(*tensor))
    hlokit::fuzz::reportBug("an encoded tensor reads back different");
  return 0;
}
