// Connects to a server on 127.0.0.1 (its port is the first argument) and prints what happened.
import { connect } from "node:net";

const socket = connect(Number(process.argv[2]), "127.0.0.1");
socket.on("connect", () => {
  console.log("connected");
  socket.destroy();
});
socket.on("error", () => console.log("refused"));
