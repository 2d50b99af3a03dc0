public import Foundation

/// A delivery-record store over a JSON file, `{"record":{…},"version":1}`.
///
/// ```swift
/// let store = FileDeliveryRecordStore(fileURL: support.appendingPathComponent("Deliveries.json"))
/// ```
///
/// A missing file is an empty record; a write atomically replaces the file. A file that is not a
/// valid document, or of an unknown version, is never overwritten: every call throws
/// ``DeliveryRecordStoreError/corruptFile(path:reason:)`` or
/// ``DeliveryRecordStoreError/unsupportedVersion(path:version:)`` until ``resetCorruptFile()``
/// moves it aside. The audit then has nothing to compare with, and says so by finding nothing.
public actor FileDeliveryRecordStore: DeliveryRecordStore {
  /// The format version this code writes and reads.
  public static let formatVersion = 1

  /// The JSON file the record lives in.
  public nonisolated let fileURL: URL

  /// Creates a store over the file at `fileURL`; the file need not exist yet.
  ///
  /// ```swift
  /// let store = FileDeliveryRecordStore(fileURL: URL(fileURLWithPath: "/tmp/Deliveries.json"))
  /// ```
  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  /// The record in the file, or an empty one if there is no file.
  ///
  /// - Throws: ``DeliveryRecordStoreError`` when the file cannot be read or is not a record.
  public func deliveryRecord() throws(DeliveryRecordStoreError) -> DeliveryRecord {
    try load() ?? DeliveryRecord()
  }

  /// Replaces the file with `record`, unless the file there cannot be read.
  ///
  /// - Throws: ``DeliveryRecordStoreError``; an unreadable file is left as it is.
  public func saveDeliveryRecord(_ record: DeliveryRecord) throws(DeliveryRecordStoreError) {
    _ = try load()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .secondsSince1970
    do {
      let data = try encoder.encode(Document(version: Self.formatVersion, record: record))
      try FileManager.default.createDirectory(
        at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: fileURL, options: .atomic)
    } catch {
      throw .ioFailure(path: fileURL.path, reason: error.localizedDescription)
    }
  }

  /// Moves an unreadable file aside to `<name>.corrupt-<seconds since 1970>` and returns where it went.
  ///
  /// ```swift
  /// let backup = try await store.resetCorruptFile()
  /// ```
  ///
  /// - Returns: Where the file went, or `nil` for a missing or readable file.
  /// - Throws: ``DeliveryRecordStoreError/ioFailure(path:reason:)`` if it could not be moved.
  @discardableResult
  public func resetCorruptFile() throws(DeliveryRecordStoreError) -> URL? {
    do {
      _ = try load()
      return nil
    } catch .corruptFile, .unsupportedVersion {
      // Unreadable: moved aside below.
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

  private func load() throws(DeliveryRecordStoreError) -> DeliveryRecord? {
    guard fileURL.isFileURL else { throw .ioFailure(path: fileURL.absoluteString, reason: "not a file URL") }
    guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
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
