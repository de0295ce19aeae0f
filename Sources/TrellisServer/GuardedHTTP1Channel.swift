import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 connection with a `ConnectionGuardHandler` right after its decoder:
/// the guard sees each request head as soon as it is whole, and every response part.
/// (Hummingbird's `additionalChannelHandlers` sit behind its own codec, in types of a
/// module this package does not otherwise use.)
struct GuardedHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let http1: HTTP1Channel
    let connections: ConnectionGuard
    let headerTimeout: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        http1.setup(channel: channel, logger: logger).flatMapThrowing { [connections, headerTimeout] value in
            let decoder = try channel.pipeline.syncOperations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try channel.pipeline.syncOperations.addHandler(
                ConnectionGuardHandler(connections, headerTimeout: headerTimeout), position: .after(decoder))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await http1.handle(value: value, logger: logger)
    }
}
