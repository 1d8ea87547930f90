//===- Npy.cpp - reading and writing NumPy .npy files ---------------------===//

#include "hlokit/Interpreter/Tensor/Npy.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using llvm::StringRef;

namespace hlokit::interpreter {

namespace {

constexpr StringRef kMagic("\x93NUMPY", 6);

llvm::Error npyError(StringRef name, const llvm::Twine &message) {
  return llvm::createStringError(
      llvm::formatv("{0}: {1}", name, message.str()).str());
}

} // namespace

std::optional<ElementType> parseNpyDescr(StringRef descr) {
  // One-byte types carry no byte order ('|'), but '<' is accepted for them.
  std::string normalized = descr.str();
  if (descr.size() == 3 && descr[0] == '<' && descr[2] == '1')
    normalized[0] = '|';
#define HLOKIT_ELEMENT_TYPE(Enum, Name, Storage, MlirType, Bits, Npy,          \
                            NpyReads)                                          \
  if (NpyReads && normalized == Npy)                                           \
    return ElementType::Enum;
#include "hlokit/Interpreter/Tensor/ElementTypes.def"
  return std::nullopt;
}

std::optional<StringRef> getNpyDescr(ElementType type) {
  StringRef descr;
  switch (type) {
#define HLOKIT_ELEMENT_TYPE(Enum, Name, Storage, MlirType, Bits, Npy, ...)     \
  case ElementType::Enum:                                                      \
    descr = Npy;                                                               \
    break;
#include "hlokit/Interpreter/Tensor/ElementTypes.def"
  }
  if (descr.empty())
    return std::nullopt;
  return descr;
}

namespace {

/// The fields of the header dictionary.
struct Header {
  std::string descr;
  bool fortranOrder = false;
  llvm::SmallVector<int64_t> shape;
};

/// A parser for the Python dict literal of the header, e.g.
/// `{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }`.
class HeaderParser {
public:
  explicit HeaderParser(StringRef text) : text(text) {}

  std::optional<std::string> parse(Header &header) {
    bool haveDescr = false, haveOrder = false, haveShape = false;
    if (!consume('{'))
      return "header is not a dictionary";
    while (!peek('}')) {
      std::string key;
      if (!parseString(key))
        return "expected a quoted key in the header";
      if (!consume(':'))
        return "expected ':' after '" + key + "'";
      if (key == "descr") {
        if (!parseString(header.descr))
          return "'descr' is not a string";
        haveDescr = true;
      } else if (key == "fortran_order") {
        if (!parseBool(header.fortranOrder))
          return "'fortran_order' is not True or False";
        haveOrder = true;
      } else if (key == "shape") {
        if (!parseShape(header.shape))
          return "'shape' is not a tuple of non-negative integers";
        haveShape = true;
      } else {
        return "unexpected key '" + key + "' in the header";
      }
      if (!consume(','))
        break;
    }
    if (!consume('}'))
      return "header dictionary is not closed";
    if (!haveDescr || !haveOrder || !haveShape)
      return "header lacks 'descr', 'fortran_order' or 'shape'";
    return std::nullopt;
  }

private:
  void skipSpace() { text = text.ltrim(); }
  bool peek(char c) {
    skipSpace();
    return !text.empty() && text.front() == c;
  }
  bool consume(char c) {
    if (!peek(c))
      return false;
    text = text.drop_front();
    return true;
  }
  bool parseString(std::string &out) {
    skipSpace();
    if (text.empty() || (text.front() != '\'' && text.front() != '"'))
      return false;
    char quote = text.front();
    size_t end = text.find(quote, 1);
    if (end == StringRef::npos)
      return false;
    out = text.slice(1, end).str();
    text = text.drop_front(end + 1);
    return true;
  }
  bool parseBool(bool &out) {
    skipSpace();
    if (text.consume_front("True"))
      return out = true, true;
    if (text.consume_front("False"))
      return out = false, true;
    return false;
  }
  bool parseShape(llvm::SmallVectorImpl<int64_t> &shape) {
    if (!consume('('))
      return false;
    while (!peek(')')) {
      skipSpace();
      size_t digits = 0;
      while (digits < text.size() && llvm::isDigit(text[digits]))
        ++digits;
      int64_t dim;
      if (digits == 0 || text.take_front(digits).getAsInteger(10, dim))
        return false;
      shape.push_back(dim);
      text = text.drop_front(digits);
      if (!consume(','))
        break;
    }
    return consume(')');
  }

  StringRef text;
};

template <typename T> T readLittleEndian(const char *p) {
  T v;
  std::memcpy(&v, p, sizeof v);
  return v; // hlokit targets little-endian hosts only
}

} // namespace

llvm::Expected<Tensor> parseNpy(StringRef bytes, StringRef name) {
  if (!bytes.starts_with(kMagic))
    return npyError(name, "not a .npy file (bad magic string)");
  if (bytes.size() < 10)
    return npyError(name, "truncated .npy header");
  unsigned major = static_cast<unsigned char>(bytes[6]);
  size_t headerLen, dataStart;
  if (major == 1) {
    headerLen = readLittleEndian<uint16_t>(bytes.data() + 8);
    dataStart = 10 + headerLen;
  } else if (major == 2 || major == 3) {
    if (bytes.size() < 12)
      return npyError(name, "truncated .npy header");
    headerLen = readLittleEndian<uint32_t>(bytes.data() + 8);
    dataStart = 12 + headerLen;
  } else {
    return npyError(
        name, llvm::formatv("unsupported .npy version {0}.{1}", major,
                            unsigned(static_cast<unsigned char>(bytes[7]))));
  }
  if (bytes.size() < dataStart)
    return npyError(name, "truncated .npy header");

  Header header;
  StringRef headerText = bytes.slice(dataStart - headerLen, dataStart);
  if (std::optional<std::string> error = HeaderParser(headerText).parse(header))
    return npyError(name, *error);
  if (header.fortranOrder)
    return npyError(name, "Fortran-order arrays are not supported; save the "
                          "array in C order");
  std::optional<ElementType> type = parseNpyDescr(header.descr);
  if (!type)
    return npyError(name, "unsupported dtype '" + header.descr +
                              "' (expected little-endian bool, integer, "
                              "float or complex)");

  // The data must be there before the tensor is allocated: a header can
  // describe gigabytes in a file of a few bytes.
  size_t dataSize = bytes.size() - dataStart;
  std::optional<int64_t> count = getNumElements(header.shape);
  int64_t describedSize = 0;
  if (count &&
      !__builtin_mul_overflow(*count, getElementByteSize(*type),
                              &describedSize) &&
      dataSize != static_cast<size_t>(describedSize))
    return npyError(name, llvm::formatv("holds {0} data bytes but its header "
                                        "describes {1}",
                                        dataSize, describedSize));
  llvm::Expected<Tensor> tensor = Tensor::allocate(*type, header.shape);
  if (!tensor)
    return npyError(name, llvm::toString(tensor.takeError()));
  std::memcpy(tensor->getRawMutableData(), bytes.data() + dataStart, dataSize);
  if (*type == ElementType::I1) {
    const uint8_t *p = tensor->data<uint8_t>();
    for (int64_t i = 0; i < tensor->getNumElements(); ++i)
      if (p[i] > 1)
        return npyError(name, "bool element is neither 0 nor 1");
  }
  return tensor;
}

llvm::Expected<Tensor> readNpy(StringRef path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFileOrSTDIN(path, /*IsText=*/false);
  if (!file)
    return npyError(path, "cannot open: " + file.getError().message());
  return parseNpy((*file)->getBuffer(), path);
}

/// The error for a small float type, which no .npy dtype holds.
llvm::Error noDtypeError(ElementType type) {
  return llvm::createStringError(
      llvm::formatv("NumPy has no dtype for {0} (.npy files cannot hold it)",
                    getElementTypeName(type))
          .str());
}

llvm::Expected<std::string> encodeNpy(const Tensor &tensor) {
  std::optional<StringRef> descr = getNpyDescr(tensor.getElementType());
  if (!descr)
    return noDtypeError(tensor.getElementType());
  std::string dict;
  llvm::raw_string_ostream os(dict);
  os << "{'descr': '" << *descr << "', 'fortran_order': False, 'shape': (";
  llvm::interleave(tensor.getShape(), os, ", ");
  if (tensor.getRank() == 1)
    os << ","; // a one-element Python tuple
  os << ")";
  os << ", }";

  // Header padded with spaces to a multiple of 64 bytes, ending in '\n'.
  size_t unpadded = 10 + dict.size() + 1;
  bool v2 = unpadded + 63 > 0xFFFF + 10;
  if (v2)
    unpadded += 2;
  size_t padding = (64 - unpadded % 64) % 64;
  size_t headerLen = dict.size() + padding + 1;

  std::string out(kMagic.str());
  out.push_back(static_cast<char>(v2 ? 2 : 1));
  out.push_back(0);
  for (unsigned i = 0; i < (v2 ? 4u : 2u); ++i)
    out.push_back(static_cast<char>((headerLen >> (8 * i)) & 0xFF));
  out += dict;
  out.append(padding, ' ');
  out.push_back('\n');

  if (tensor.getElementType() == ElementType::BF16) {
    const BFloat16 *p = tensor.data<BFloat16>();
    for (int64_t i = 0; i < tensor.getNumElements(); ++i) {
      float f = p[i];
      out.append(reinterpret_cast<const char *>(&f), sizeof f);
    }
  } else {
    out.append(tensor.getRawData(), tensor.getByteSize());
  }
  return out;
}

llvm::Error writeNpy(const Tensor &tensor, StringRef path) {
  llvm::Expected<std::string> bytes = encodeNpy(tensor);
  if (!bytes)
    return npyError(path, llvm::toString(bytes.takeError()));
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_None);
  if (ec)
    return npyError(path, "cannot write: " + ec.message());
  os << *bytes;
  os.close();
  if (os.has_error())
    return npyError(path, "cannot write: " + os.error().message());
  return llvm::Error::success();
}

llvm::Expected<Tensor> adaptNpyElementType(const Tensor &tensor,
                                           ElementType type, StringRef name) {
  ElementType have = tensor.getElementType();
  if (have == type)
    return tensor;
  llvm::Expected<Tensor> result = Tensor::allocate(type, tensor.getShape());
  if (!result)
    return result;
  int64_t n = tensor.getNumElements();
  if (type == ElementType::BF16 && have == ElementType::F32) {
    for (int64_t i = 0; i < n; ++i)
      result->mutableData<BFloat16>()[i] = BFloat16(tensor.data<float>()[i]);
    return result;
  }
  if (!getNpyDescr(type))
    return npyError(name, llvm::toString(noDtypeError(type)));
  unsigned width = getBitWidth(type);
  bool narrowSigned =
      isSignedInt(type) && width < 8 && have == ElementType::SI8;
  bool narrowUnsigned =
      isUnsignedInt(type) && width < 8 && have == ElementType::UI8;
  if (narrowSigned || narrowUnsigned) {
    int64_t lo = narrowSigned ? -(int64_t(1) << (width - 1)) : 0;
    int64_t hi = narrowSigned ? (int64_t(1) << (width - 1)) - 1
                              : (int64_t(1) << width) - 1;
    for (int64_t i = 0; i < n; ++i) {
      int64_t v = tensor.getIntegerAt(i);
      if (v < lo || v > hi)
        return npyError(name, llvm::formatv("element {0} is {1}, out of range "
                                            "for {2}",
                                            i, v, getElementTypeName(type)));
    }
    std::memcpy(result->getRawMutableData(), tensor.getRawData(), n);
    return result;
  }
  return npyError(name, llvm::formatv("has element type {0} but {1} is "
                                      "expected",
                                      getElementTypeName(have),
                                      getElementTypeName(type)));
}

} // namespace hlokit::interpreter
