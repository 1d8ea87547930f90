//===- ContributionCodec.cpp - contributions as bytes ---------------------===//

#include "hlokit/Interpreter/Distributed/ContributionCodec.h"

#include <cstring>

namespace hlokit::interpreter {

namespace {

template <typename T> void put(std::string &out, T value) {
  out.append(reinterpret_cast<const char *>(&value), sizeof(T));
}

/// Reads fixed-size fields off the front of a byte string.
class Reader {
public:
  explicit Reader(llvm::StringRef bytes) : rest(bytes) {}

  template <typename T> bool get(T &value) {
    if (rest.size() < sizeof(T))
      return false;
    std::memcpy(&value, rest.data(), sizeof(T));
    rest = rest.drop_front(sizeof(T));
    return true;
  }
  bool take(uint64_t size, llvm::StringRef &bytes) {
    if (rest.size() < size)
      return false;
    bytes = rest.take_front(size);
    rest = rest.drop_front(size);
    return true;
  }
  bool atEnd() const { return rest.empty(); }

private:
  llvm::StringRef rest;
};

llvm::Error malformed() {
  return llvm::createStringError("malformed contribution from another rank");
}

} // namespace

std::string encodeContribution(const Contribution &contribution) {
  std::string out;
  put<uint64_t>(out, contribution.opName.size());
  out += contribution.opName;
  put<uint64_t>(out, contribution.tensors.size());
  for (const Tensor &t : contribution.tensors) {
    put<uint8_t>(out, static_cast<uint8_t>(t.getElementType()));
    put<uint64_t>(out, t.getShape().size());
    for (int64_t d : t.getShape())
      put<int64_t>(out, d);
    out.append(t.getRawData(), t.getByteSize());
  }
  return out;
}

llvm::Expected<Contribution> decodeContribution(llvm::StringRef bytes) {
  Reader reader(bytes);
  Contribution result;
  uint64_t nameSize = 0, count = 0;
  llvm::StringRef name;
  if (!reader.get(nameSize) || !reader.take(nameSize, name) ||
      !reader.get(count))
    return malformed();
  result.opName = name.str();
  for (uint64_t i = 0; i < count; ++i) {
    uint8_t type = 0;
    uint64_t rank = 0;
    if (!reader.get(type) || type > static_cast<uint8_t>(ElementType::C128) ||
        !reader.get(rank) || rank > bytes.size())
      return malformed();
    llvm::SmallVector<int64_t> shape(rank);
    for (int64_t &d : shape)
      if (!reader.get(d) || d < 0)
        return malformed();
    auto tensor = Tensor::allocate(static_cast<ElementType>(type), shape);
    if (!tensor)
      return tensor.takeError();
    llvm::StringRef data;
    if (!reader.take(tensor->getByteSize(), data))
      return malformed();
    std::memcpy(tensor->getRawMutableData(), data.data(), data.size());
    result.tensors.push_back(std::move(*tensor));
  }
  if (!reader.atEnd())
    return malformed();
  return result;
}

} // namespace hlokit::interpreter
