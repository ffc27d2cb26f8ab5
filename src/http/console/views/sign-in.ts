import { type Html, html } from '#src/text/html.js';
import { csrfField, notice } from './layout.js';

export function emailForm(
  csrf: string,
  options: { email?: string; error?: string; info?: string } = {},
): Html {
  return html`<div class="card narrow">
  <h1>Entrar a tu consola</h1>
  ${notice(options.error, 'error')}${notice(options.info)}
  <p class="muted">Escribe el correo del dueño de la cuenta. Te enviaremos un código de 6 dígitos.</p>
  <form method="post" action="/ingresar">
    ${csrfField(csrf)}
    <label for="email">Correo</label>
    <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${options.email ?? ''}" autofocus>
    <div class="actions"><button type="submit">Enviarme un código</button></div>
  </form>
</div>`;
}

export function codeForm(
  csrf: string,
  options: { challengeId: string; email: string; error?: string; outbox: boolean },
): Html {
  return html`<div class="card narrow">
  <h1>Escribe el código</h1>
  ${notice(options.error, 'error')}
  <p>Si <strong>${options.email}</strong> es el correo de una cuenta de Caja, te enviamos un código de 6 dígitos. Vale por 10 minutos.</p>
  <form method="post" action="/ingresar/codigo">
    ${csrfField(csrf)}
    <input type="hidden" name="challenge" value="${options.challengeId}">
    <input type="hidden" name="email" value="${options.email}">
    <label for="code">Código</label>
    <input id="code" class="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]{6,7}" maxlength="7" required autofocus>
    <div class="actions"><button type="submit">Entrar</button> <a href="/ingresar">Pedir otro código</a></div>
  </form>
  <p class="muted">${
    options.outbox
      ? html`¿No llega? Esta instalación no envía correos (no tiene SMTP_URL): el mensaje queda en la bandeja local; léelo con <code>caja outbox</code>.`
      : '¿No llega? Espera un minuto y revisa la carpeta de spam; si sigue sin llegar, pide otro código.'
  }</p>
</div>`;
}
