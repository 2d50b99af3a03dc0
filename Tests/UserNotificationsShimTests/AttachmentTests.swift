import Foundation
import Testing
import UserNotificationsShim

/// Attachments are validated when created: readable file, known type, size limit
/// (UserNotificationsBehaviour.md §8).
struct AttachmentTests {
  /// A file of `size` bytes named `name` in a fresh temporary directory.
  private func file(_ name: String, size: UInt64 = 16) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    #expect(FileManager.default.createFile(atPath: url.path, contents: Data()))
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: size)
    try handle.close()
    return url
  }

  @Test(arguments: [
    ("cover.png", "public.png"), ("photo.JPG", "public.jpeg"), ("loop.gif", "com.compuserve.gif"),
    ("chime.mp3", "public.mp3"), ("clip.mp4", "public.mpeg-4"), ("voice.m4a", "public.mpeg-4-audio"),
  ])
  func theTypeIsInferredFromTheExtension(name: String, type: String) throws {
    let url = try file(name)
    let attachment = try UNNotificationAttachment(identifier: "media", url: url)
    #expect(attachment.identifier == "media")
    #expect(attachment.url == url)
    #expect(attachment.type == type)
  }

  @Test func anEmptyIdentifierGetsAGeneratedOne() throws {
    let url = try file("cover.png")
    let first = try UNNotificationAttachment(identifier: "", url: url, options: nil)
    let second = try UNNotificationAttachment(identifier: "", url: url, options: nil)
    #expect(!first.identifier.isEmpty)
    #expect(first.identifier != second.identifier)
  }

  @Test func aTypeHintOverridesTheExtension() throws {
    let url = try file("cover.data")
    let attachment = try UNNotificationAttachment(
      identifier: "cover", url: url, options: [UNNotificationAttachmentOptionsTypeHintKey: "public.png"])
    #expect(attachment.type == "public.png")
  }

  @Test func invalidFilesAreRefusedWithApplesCodes() throws {
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).png")
    let remote = try #require(URL(string: "https://example.com/cover.png"))
    let text = try file("notes.txt")
    let hugeImage = try file("huge.png", size: 10_000_001)

    #expect(throws: UNError.self) { try UNNotificationAttachment(identifier: "a", url: missing) }
    #expect(code { try UNNotificationAttachment(identifier: "a", url: missing) } == .attachmentInvalidURL)
    #expect(code { try UNNotificationAttachment(identifier: "a", url: remote) } == .attachmentInvalidURL)
    #expect(code { try UNNotificationAttachment(identifier: "a", url: text) } == .attachmentUnrecognizedType)
    #expect(
      code { try UNNotificationAttachment(identifier: "a", url: hugeImage) } == .attachmentInvalidFileSize)
    #expect(
      code {
        try UNNotificationAttachment(
          identifier: "a", url: text,
          options: [UNNotificationAttachmentOptionsTypeHintKey: "public.plain-text"])
      } == .attachmentUnrecognizedType)
  }

  @Test func attachmentsTravelWithTheirContent() async throws {
    let center = UNUserNotificationCenter._shimMake(authorization: .authorized)
    let content = makeContent(title: "New cover")
    content.attachments = [try UNNotificationAttachment(identifier: "cover", url: try file("cover.png"))]
    try await center.add(UNNotificationRequest(identifier: "a", content: content, trigger: nil))

    let stored = try #require(await center.deliveredNotifications().first?.request.content.attachments)
    #expect(stored.map(\.identifier) == ["cover"])
    #expect(stored.map(\.type) == ["public.png"])
  }

  /// The `UNError` code `body` throws, or `nil`.
  private func code(_ body: () throws -> UNNotificationAttachment) -> UNError.Code? {
    do {
      _ = try body()
      return nil
    } catch {
      return (error as? UNError)?.code
    }
  }
}
