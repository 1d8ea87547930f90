//===- MpiChannels.cpp - send/recv channels across MPI ranks --------------===//

#include "Distributed/MpiChannels.h"

#include "llvm/Support/FormatVariadic.h"

#include <cstring>

namespace hlokit::interpreter {

MpiChannels::MpiChannels(MPI_Comm world) {
  MPI_Comm_dup(world, &service);
  MPI_Comm_dup(world, &replies);
  MPI_Comm_size(world, &numRanks);
  ended.assign(numRanks, false);
  failures.assign(numRanks, "");
}

MpiChannels::~MpiChannels() {
  // After a successful run every answer has been received; what is left
  // belongs to a failed run, which ends with MPI_Abort.
  for (auto &[request, buffer] : outgoing)
    if (request != MPI_REQUEST_NULL)
      MPI_Request_free(&request);
  MPI_Comm_free(&service);
  MPI_Comm_free(&replies);
}

int MpiChannels::ownerOf(int64_t channel) const {
  return static_cast<int>(((channel % numRanks) + numRanks) % numRanks);
}

std::string MpiChannels::withChannel(int64_t channel, llvm::StringRef payload) {
  std::string message(sizeof(channel), '\0');
  std::memcpy(message.data(), &channel, sizeof(channel));
  return message + payload.str();
}

void MpiChannels::serve() {
  while (true) {
    int arrived = 0;
    MPI_Status status;
    MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, service, &arrived, &status);
    if (!arrived)
      break;
    int size = 0;
    MPI_Get_count(&status, MPI_BYTE, &size);
    std::string message(size, '\0');
    MPI_Recv(message.data(), size, MPI_BYTE, status.MPI_SOURCE, status.MPI_TAG,
             service, MPI_STATUS_IGNORE);
    handle(status.MPI_SOURCE, status.MPI_TAG, std::move(message));
  }
  outgoing.remove_if([](std::pair<MPI_Request, std::string> &answer) {
    int done = 0;
    MPI_Test(&answer.first, &done, MPI_STATUS_IGNORE);
    return done != 0;
  });
}

void MpiChannels::handle(int source, int tag, std::string message) {
  if (tag == kEnded) {
    ended[source] = true;
    failures[source] = std::move(message);
    ++numEnded;
    for (auto &entry : waiting)
      match(entry.first);
    return;
  }
  int64_t channel = 0;
  std::memcpy(&channel, message.data(), sizeof(channel));
  if (tag == kSend) {
    values[channel].push_back(message.substr(sizeof(channel)));
    reply(source, kAck, "");
  } else {
    waiting[channel].push_back(source);
  }
  match(channel);
}

bool MpiChannels::everyoneElseEnded(int rank) const {
  return numEnded == numRanks - (ended[rank] ? 0 : 1);
}

void MpiChannels::match(int64_t channel) {
  std::deque<int> &ranks = waiting[channel];
  std::deque<std::string> &queue = values[channel];
  while (!ranks.empty() && !queue.empty()) {
    reply(ranks.front(), kValue, "\1" + queue.front());
    ranks.pop_front();
    queue.pop_front();
  }
  // Nothing queued: a waiting rank that no other rank can send to any more
  // gets the in-process grid's error.
  for (auto it = ranks.begin(); it != ranks.end();) {
    if (!everyoneElseEnded(*it)) {
      ++it;
      continue;
    }
    reply(*it, kValue,
          std::string(1, '\0') +
              llvm::formatv("every other process ended without sending on "
                            "channel {0}",
                            channel)
                  .str());
    it = ranks.erase(it);
  }
}

void MpiChannels::reply(int rank, int tag, std::string payload) {
  auto &[request, buffer] = outgoing.emplace_back(MPI_REQUEST_NULL, payload);
  MPI_Isend(buffer.data(), static_cast<int>(buffer.size()), MPI_BYTE, rank, tag,
            replies, &request);
}

void MpiChannels::announceEnd(llvm::StringRef failure) {
  for (int rank = 0; rank < numRanks; ++rank) {
    auto &[request, buffer] =
        outgoing.emplace_back(MPI_REQUEST_NULL, failure.str());
    MPI_Isend(buffer.data(), static_cast<int>(buffer.size()), MPI_BYTE, rank,
              kEnded, service, &request);
  }
}

void MpiChannels::startNextRun() {
  values.clear();
  waiting.clear();
  ended.assign(numRanks, false);
  failures.assign(numRanks, "");
  numEnded = 0;
  // No rank sends for the next run before every rank has emptied its queues.
  MPI_Barrier(service);
}

} // namespace hlokit::interpreter
