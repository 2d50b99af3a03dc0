public import Foundation

/// A delivery-record store over a JSON file, `{"record":{…},"version":1}`:
/// `FileDeliveryRecordStore(fileURL: support.appendingPathComponent("Deliveries.json"))`.
///
/// Give each file one store per process.
public actor FileDeliveryRecordStore: DeliveryRecordStore {
  /// The format version this code writes and reads.
  public static let formatVersion = 1

  /// The JSON file the record lives in.
  public nonisolated let fileURL: URL

  private let locationProblem: (path: String, reason: String)?

  /// With the file's stamp when it was last read or written.
  private var known: (stamp: FileStamp, record: DeliveryRecord)?

  /// Creates a store over the file at `fileURL`, which need not exist yet:
  /// `FileDeliveryRecordStore(fileURL: URL(fileURLWithPath: "/tmp/Deliveries.json"))`.
  public init(fileURL: URL) {
    self.fileURL = fileURL
    self.locationProblem = nil
  }

  /// It never opens `relativePath`.
  init(unlocatable relativePath: String, path: String, reason: String) {
    self.fileURL = URL(fileURLWithPath: relativePath)
    self.locationProblem = (path, reason)
  }

  /// The record in the file, or an empty one if there is no file: `try await store.deliveryRecord()`.
  public func deliveryRecord() throws(DeliveryRecordStoreError) -> DeliveryRecord {
    try load() ?? DeliveryRecord()
  }

  /// Replaces the file with `record`, unless the file cannot be read or already holds it:
  /// `try await store.saveDeliveryRecord(record)`.
  public func saveDeliveryRecord(_ record: DeliveryRecord) throws(DeliveryRecordStoreError) {
    guard try deliveryRecord() != record else { return }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .secondsSince1970
    let directory = fileURL.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(".\(fileURL.lastPathComponent).\(UUID().uuidString)")
    do {
      let data = try encoder.encode(Document(version: Self.formatVersion, record: record))
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try data.write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw .ioFailure(path: fileURL.path, reason: error.localizedDescription)
    }
    // Stamped before it takes the file's place: a rename keeps the stamp, and a write by another
    // process after it cannot be taken for this one.
    let stamp = FileStamp(path: temporary.path)
    guard rename(temporary.path, fileURL.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw .ioFailure(path: fileURL.path, reason: reason)
    }
    known = stamp.map { ($0, record) }
  }

  /// Moves an unreadable file aside to `<name>.corrupt-<seconds since 1970>` and returns where it
  /// went, `nil` for a missing or readable file: `try await store.resetCorruptFile()`.
  @discardableResult
  public func resetCorruptFile() throws(DeliveryRecordStoreError) -> URL? {
    do {
      _ = try load()
      return nil
    } catch .corruptFile, .unsupportedVersion {
    } catch {
      throw error
    }
    let stamp = Int(Date().timeIntervalSince1970)
    var destination = fileURL.appendingPathExtension("corrupt-\(stamp)")
    var attempt = 1
    while FileManager.default.fileExists(atPath: destination.path) {
      attempt += 1
      destination = fileURL.appendingPathExtension("corrupt-\(stamp)-\(attempt)")
    }
    known = nil
    do {
      try FileManager.default.moveItem(at: fileURL, to: destination)
    } catch {
      throw .ioFailure(path: fileURL.path, reason: error.localizedDescription)
    }
    return destination
  }

  private struct Header: Decodable {
    var version: Int
  }

  private struct Document: Codable {
    var version: Int
    var record: DeliveryRecord
  }

  /// From memory while the file's stamp is the one last seen.
  private func load() throws(DeliveryRecordStoreError) -> DeliveryRecord? {
    if let locationProblem { throw .ioFailure(path: locationProblem.path, reason: locationProblem.reason) }
    guard fileURL.isFileURL else { throw .ioFailure(path: fileURL.absoluteString, reason: "not a file URL") }
    guard FileManager.default.fileExists(atPath: fileURL.path) else {
      known = nil
      return nil
    }
    // Stamped before it is read: a write in between is read now, or seen as a change next time.
    let stamp = FileStamp(path: fileURL.path)
    if let known, known.stamp == stamp { return known.record }
    known = nil
    let record = try read()
    known = stamp.map { ($0, record) }
    return record
  }

  private func read() throws(DeliveryRecordStoreError) -> DeliveryRecord {
    let data: Data
    do {
      data = try Data(contentsOf: fileURL)
    } catch {
      throw .ioFailure(path: fileURL.path, reason: error.localizedDescription)
    }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    let header: Header
    do {
      header = try decoder.decode(Header.self, from: data)
    } catch {
      throw .corruptFile(path: fileURL.path, reason: "no format version: \(error)")
    }
    guard header.version == Self.formatVersion else {
      throw .unsupportedVersion(path: fileURL.path, version: header.version)
    }
    do {
      return try decoder.decode(Document.self, from: data).record
    } catch {
      throw .corruptFile(path: fileURL.path, reason: "\(error)")
    }
  }
}
